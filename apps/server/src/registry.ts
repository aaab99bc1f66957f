/**
 * Every module and venue of the server, one line each (issue 25 item 2): module-manifest.ts collects their manifests
 * for app.ts (routes), wiring.ts (venue adapters, bet consumers) and jobs/registry.ts (jobs). Adding a module is its
 * folder (with manifest.ts) and one line here. Names are the exports' keys; their order here does not matter.
 */
export { default as account } from './modules/account/manifest.js';
export { default as activities } from './modules/activities/manifest.js';
export { default as bets } from './modules/bets/manifest.js';
export { default as cashbox } from './modules/cashbox/manifest.js';
export { default as chat } from './modules/chat/manifest.js';
export { default as content } from './modules/content/manifest.js';
export { default as dashboard } from './modules/dashboard/manifest.js';
export { default as deposit } from './modules/deposit/manifest.js';
export { default as feedback } from './modules/feedback/manifest.js';
export { default as help } from './modules/help/manifest.js';
export { default as lobby } from './modules/lobby/manifest.js';
export { default as messages } from './modules/messages/manifest.js';
export { default as payments } from './modules/payments/manifest.js';
export { default as payoutAccounts } from './modules/payout-accounts/manifest.js';
export { default as players } from './modules/players/manifest.js';
export { default as records } from './modules/records/manifest.js';
export { default as redeem } from './modules/redeem/manifest.js';
export { default as reports } from './modules/reports/manifest.js';
export { default as security } from './modules/security/manifest.js';
export { default as settings } from './modules/settings/manifest.js';
export { default as turnover } from './modules/turnover/manifest.js';
export { default as upload } from './modules/upload/manifest.js';
export { default as vip } from './modules/vip/manifest.js';
export { default as wallet } from './modules/wallet/manifest.js';
export { default as welfare } from './modules/welfare/manifest.js';
export { default as withdraw } from './modules/withdraw/manifest.js';
export { default as houseVenue } from './venues/house/manifest.js';
