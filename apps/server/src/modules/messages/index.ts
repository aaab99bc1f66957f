/** What other modules use of modules/messages: event messages in the transaction of their event. */
export { notify, notifyStatement, type Notification } from './service.js';
export { minorSql } from './texts.js';
