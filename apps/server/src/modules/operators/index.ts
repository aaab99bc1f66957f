/**
 * What other modules use of modules/operators (app.ts mounts routes.ts directly): operator sessions and accounts.
 * The operator route helper, permissions, audit, paging and exports every module uses are the platform's
 * (platform/index.ts).
 */
export { findOperatorSession, liveOperatorSessions, mayActBeyondEnrolment, type OperatorUser } from './service.js';
export { createOperatorAccount, resetOperatorTotp, unlockOperator } from './accounts.js';
