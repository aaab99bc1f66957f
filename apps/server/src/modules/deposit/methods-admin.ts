import { formatMinor, toMinor, type adminMethodSaveInput, type Currency, type Infer } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';
import { paymentMethods, paymentProviders } from '../../db/schema/index.js';
import { audit, type Actor } from '../../platform/index.js';

/**
 * Payment methods and providers in the operator console (issue 14 "Finance"). Limits stay inside 0.01 …
 * 1,000,000.00 of the method's currency with min ≤ max (spec.md §5's 100 / 3,000 / 1,000,000 are the seeded values,
 * an operator may narrow or widen them); a provider switched off hides its methods from players at once (the deposit
 * screen offers only methods whose provider is on). The sandbox provider can be switched here, but never on in
 * production without PAYMENT_SANDBOX=on: the environment stays the master switch (issue 12 item 2).
 */
type MethodRow = typeof paymentMethods.$inferSelect;
const MAX_LIMIT_UNITS = 1_000_000;

function methodView(m: MethodRow) {
  const currency = m.currency as Currency;
  return {
    id: m.id,
    type: m.type,
    name: m.name,
    currency: m.currency,
    minAmount: formatMinor(m.minAmount, currency),
    maxAmount: formatMinor(m.maxAmount, currency),
    needVoucher: m.needVoucher,
    provider: m.provider,
    account: m.account,
    sort: m.sort,
    enabled: m.enabled,
  };
}

export async function listMethods(db: Db) {
  return { list: (await db.select().from(paymentMethods).orderBy(asc(paymentMethods.sort), asc(paymentMethods.id))).map(methodView) };
}

function limit(value: unknown, currency: Currency, field: string): bigint {
  const minor = toMinor(value, currency);
  const max = toMinor(MAX_LIMIT_UNITS, currency)!;
  if (minor === null || minor <= 0n || minor > max) throw new AppError('invalidParams', { fields: [{ field, message: `an amount from 0.01 to ${MAX_LIMIT_UNITS}` }] });
  return minor;
}

export async function saveMethod(db: Db, actor: Actor, input: Infer<typeof adminMethodSaveInput>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, input.id)).for('update');
    if (!before) throw new AppError('recordNotFound');
    const currency = before.currency as Currency;
    const minAmount = input.minAmount !== undefined ? limit(input.minAmount, currency, 'minAmount') : before.minAmount;
    const maxAmount = input.maxAmount !== undefined ? limit(input.maxAmount, currency, 'maxAmount') : before.maxAmount;
    if (minAmount > maxAmount) throw new AppError('invalidParams', { fields: [{ field: 'maxAmount', message: 'must not be below minAmount' }] });
    const [after] = await tx
      .update(paymentMethods)
      .set({
        minAmount,
        maxAmount,
        ...(input.name ? { name: input.name } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
        ...(input.account ? { account: Object.fromEntries(Object.entries(input.account).filter(([, v]) => v)) } : {}),
      })
      .where(eq(paymentMethods.id, input.id))
      .returning();
    await audit(tx, { operator: actor, action: 'paymentMethod.update', target: `method:${input.id}`, before: methodView(before), after: methodView(after!) });
    return methodView(after!);
  });
}

export async function listProviders(db: Db) {
  const rows = await db.select().from(paymentProviders).orderBy(asc(paymentProviders.sort), asc(paymentProviders.code));
  return { list: rows.map((p) => ({ code: p.code, name: p.name, enabled: p.enabled })) };
}

export async function updateProvider(db: Db, actor: Actor, input: { code: string; enabled: boolean }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentProviders).where(eq(paymentProviders.code, input.code)).for('update');
    if (!before) throw new AppError('recordNotFound');
    await tx.update(paymentProviders).set({ enabled: input.enabled }).where(eq(paymentProviders.code, input.code));
    await audit(tx, { operator: actor, action: 'paymentProvider.update', target: input.code, before: { enabled: before.enabled }, after: { enabled: input.enabled } });
    return { code: before.code, name: before.name, enabled: input.enabled };
  });
}
