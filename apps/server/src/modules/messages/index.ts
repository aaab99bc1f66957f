/**
 * What other modules use of modules/messages: event messages in the transaction of their event; an announcement
 * notice's message (modules/content).
 */
export { notify, notifyStatement, syncNoticeMessage, withdrawNoticeMessage, type Notification } from './service.js';
export { minorSql } from './texts.js';
