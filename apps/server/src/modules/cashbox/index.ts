/** What jobs use of modules/cashbox (app.ts mounts routes.ts and admin-routes.ts directly). */
export { accrueInterest, owedDays } from './service.js';
