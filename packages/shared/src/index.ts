export * from './languages.js';
export * from './errors.js';
export * from './money.js';
export * from './constants.js';
export * from './validation/account.js';
export * from './wallet.js';
export * from './validation/payout.js';
export * from './withdraw-limits.js';
