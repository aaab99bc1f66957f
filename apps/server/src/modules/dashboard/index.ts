/** What other parts use of modules/dashboard (app.ts mounts admin-routes.ts; the stats-daily job rolls days up). */
export { firstDay, rollUpClosedDays, rollUpDay } from './service.js';
