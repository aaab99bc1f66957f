/** What other modules use of modules/payments (modules/deposit): the provider registry, the sandbox switch and label, the verified notify shape. */
export { paymentProvider, switchedOff, type PaymentOrder, type PaymentProvider, type VerifiedNotify } from './provider.js';
export { sandboxMethodName } from './sandbox.js';
