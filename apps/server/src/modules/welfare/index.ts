/** What jobs and other modules use of modules/welfare (app.ts mounts routes.ts and admin-routes.ts directly). */
export { expireWelfare, offerWelfare, type WelfareOffer } from './service.js';
export { offerBirthdayGifts, offerDailyRebates, offerWeeklyRedPackets, saturdayOf, welfareTerms } from './grants.js';
