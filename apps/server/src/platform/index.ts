/**
 * The platform layer (issue 25): what every module uses and no module owns — the operator route helper and its
 * permissions, the audit, paging, CSV export, the clock, idempotent money calls and the periodic-job runner (a job
 * claims its period once across servers). Domain modules import it; it
 * imports no module, venue, job or shell code (lint: eslint.config.js "platform").
 */
export { audit, auditAfter, listAudit, loginAttackRows, type Actor, type AuditEntry, type AuditFilter } from './audit.js';
export { operatorPage, pageOutput, type Page, type PageInput, type PageWindow } from './paging.js';
export { hasPermission, OPERATOR_ROLES, permissionsOf, type OperatorRole, type Permission } from './permissions.js';
export { csvExport, keysetBatches } from './csv-export.js';
export { actorOf, operatorPost, OPERATOR_PERMISSION_DOC } from './operator-route.js';
export { offsetClock, systemClock, type Clock } from './clock.js';
export { requestHashOf, withIdempotency } from './idempotency.js';
export { isPeriodJob, jobTimeZone, runJob, type EveryRunJob, type Job, type JobOutcome, type PeriodJob } from './job.js';
export { claimJobRun, findJobRun, finishJobRun, LATEST_RUN, recordLatestRun, runOncePerPeriod, type OnceResult } from './job-runs.js';
