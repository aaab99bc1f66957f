/** What other modules use of modules/payments: the provider registry and the verified notify shape (modules/deposit). */
export { paymentProvider, type PaymentOrder, type PaymentProvider, type VerifiedNotify } from './provider.js';
