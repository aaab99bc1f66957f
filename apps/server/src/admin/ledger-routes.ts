import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkLedger } from '../ledger/invariants.js';
import { operatorPost } from '../modules/operators/index.js';

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
}
