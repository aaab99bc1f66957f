/** What the rest of the server uses of modules/codes besides its service: the message providers (lib/deps.ts, app.ts). */
export { OutboxProvider, type CodeMessage, type EmailProvider, type SmsProvider } from './providers.js';
