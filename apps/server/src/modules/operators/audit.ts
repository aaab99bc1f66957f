import type { DbOrTx } from '../../db/client.js';
import { operatorAudit } from '../../db/schema/index.js';

/** Who acts: an operator of the API, or the shell (`operatorId` null, name `cli:<os user>`). */
export interface Actor {
  operatorId: number | null;
  /** Audited under this name. */
  operatorName: string;
  /** The request's address; absent for the shell. */
  ip?: string | null;
}

export interface AuditEntry {
  operator: Actor;
  /** `<module>.<verb>`, e.g. deposit.approve */
  action: string;
  /** What was acted on: an order number, a username, a setting key. */
  target: string;
  /** Facts of the action (amounts, journal id, reason). */
  detail?: Record<string, unknown>;
  /** The edited thing before and after, for actions that change a value rather than move money. */
  before?: unknown;
  after?: unknown;
}

/**
 * The one writer of operator_audit (design.md §6): every operator write calls it inside its own
 * transaction, so the audit row commits with the change or not at all.
 */
export async function audit(tx: DbOrTx, e: AuditEntry): Promise<void> {
  await tx.insert(operatorAudit).values({
    operatorId: e.operator.operatorId,
    operatorName: e.operator.operatorName,
    action: e.action,
    target: e.target,
    detail: e.detail ?? {},
    before: e.before ?? null,
    after: e.after ?? null,
    ip: e.operator.ip ?? null,
  });
}
