import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminJournalInput, adminReconciliationInput, type AdminReconciliationInput } from '@app/shared';
import { checkLedger } from '../ledger/invariants.js';
import { dailyReconciliation, journalsByReference } from '../ledger/reports.js';
import { csvExport, operatorPost } from '../platform/index.js';

/**
 * `npm run ledger:check` asked of the running server (issue 11 item 1): with the embedded database the shell cannot
 * open it while the server runs, so the operator API answers the same report, at /admin/api/ledger/check.
 */
export async function ledgerAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/check',
    permission: 'finance',
    summary: 'The ledger invariants (design.md §5): counts and every violation found; none when the books hold',
    tags: ['admin'],
    output: z.object({ accounts: z.number(), journals: z.number(), postings: z.number(), violations: z.array(z.string()) }),
    // One snapshot, so transfers committing meanwhile (PostgreSQL) cannot show as a passing violation.
    handler: () => app.db.transaction((tx) => checkLedger(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' }),
  });
  operatorPost(app, {
    path: '/journal',
    permission: 'finance',
    summary: 'The journals of an order number (deposit, withdrawal, transfer, adjustment, round) with their postings',
    tags: ['admin'],
    input: adminJournalInput,
    handler: (_req, input) => journalsByReference(app.db, input.orderNo),
  });
  // One snapshot, so a journal committing meanwhile cannot land in one day's movements and not in the balances.
  const reconciliation = (input: AdminReconciliationInput) =>
    app.db.transaction((tx) => dailyReconciliation(tx, input.from, input.to), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  operatorPost(app, {
    path: '/reconciliation',
    permission: 'finance',
    summary: 'Daily cash reconciliation: opening + deposits + withdrawals + adjustments + game results (+ transfers, other) = closing',
    tags: ['admin'],
    input: adminReconciliationInput,
    handler: (_req, input) => reconciliation(input),
  });
  operatorPost(app, {
    path: '/reconciliation/export',
    permission: 'finance',
    summary: 'The daily cash reconciliation (the report’s rows, with its currency) as a CSV file',
    tags: ['admin'],
    input: adminReconciliationInput,
    handler: async (_req, input) => {
      const report = await reconciliation(input);
      return csvExport('reconciliation', [report.list], (row) => ({ ...row, currency: report.currency }), app.deps.now());
    },
  });
}
