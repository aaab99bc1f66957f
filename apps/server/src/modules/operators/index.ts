/** What other modules use of modules/operators (app.ts mounts routes.ts directly). */
export { audit, type Actor, type AuditEntry } from './audit.js';
export { operatorPage, pageOutput, type Page, type PageInput, type PageWindow } from './paging.js';
export { hasPermission, OPERATOR_ROLES, type OperatorRole, type Permission } from './permissions.js';
export { csvExport, keysetBatches } from './export.js';
export { actorOf, operatorPost } from './route.js';
export { findOperatorSession, liveOperatorSessions, mayActBeyondEnrolment, type OperatorUser } from './service.js';
export { createOperatorAccount, resetOperatorTotp, unlockOperator } from './accounts.js';
