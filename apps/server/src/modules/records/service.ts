import { formatMinor, TRANSACTION_HISTORY_DAYS, type Currency, type TransactionStatus, type TransactionType } from '@app/shared';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { queryTransactionRecordListInput } from '@app/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import * as repo from './repo.js';

/** Writes the player's record of an order; called by the service that moves the money, in its transaction. */
export function addRecord(
  db: DbOrTx,
  r: { orderNo: string; userId: number; type: TransactionType; mode: string; amount: bigint; status: 'pending' | 'success' | 'failed'; detail?: Record<string, unknown> },
): Promise<void> {
  return repo.insertRecord(db, r);
}

/**
 * The same record as addRecord, as a statement for the caller to send with its own write (one
 * round trip instead of two; see modules/wallet/repo insertTransfer).
 */
export function recordStatement(
  db: DbOrTx,
  r: { orderNo: string; userId: number; type: TransactionType; mode: string; amount: bigint; status: 'pending' | 'success' | 'failed'; detail?: Record<string, unknown> },
): SQL {
  return repo.insertRecordSql(db, r);
}

export function setRecordStatus(db: DbOrTx, orderNo: string, status: 'pending' | 'success' | 'failed'): Promise<void> {
  return repo.updateStatus(db, orderNo, status);
}

function view(r: repo.RecordRow) {
  return {
    orderNo: r.orderNo,
    type: r.type as TransactionType,
    mode: r.mode,
    amount: formatMinor(r.amount, r.currency as Currency),
    currency: r.currency as Currency,
    status: r.status as TransactionStatus,
    time: r.createdAt.toISOString(),
  };
}

/** spec.md §9: only the last 30 days are shown, whatever range is asked for. */
export async function listRecords(db: DbOrTx, userId: number, input: z.infer<typeof queryTransactionRecordListInput>) {
  // Records are stamped by the database (created_at default now()), so the 30 days are counted by its clock too.
  const filter = {
    userId,
    type: input.type,
    status: input.status,
    withinDays: TRANSACTION_HISTORY_DAYS,
    from: input.startTime ? new Date(input.startTime) : null,
    to: input.endTime ? new Date(input.endTime) : null,
  };
  const { rows, total } = await repo.pageRecords(db, filter, input.page, input.size);
  return { list: rows.map(view), total, page: input.page, size: input.size };
}

export async function recordInfo(db: DbOrTx, userId: number, orderNo: string) {
  const row = await repo.findRecord(db, userId, orderNo);
  if (!row) throw new AppError('recordNotFound');
  return view(row);
}

/** The creation time of one of the player's records, or null when the player has no record of that number. */
export async function ownRecordCreatedAt(db: DbOrTx, userId: number, orderNo: string): Promise<Date | null> {
  return (await repo.findRecord(db, userId, orderNo))?.createdAt ?? null;
}
