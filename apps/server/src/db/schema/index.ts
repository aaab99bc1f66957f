export * from './content.js';
export * from './users.js';
export * from './system.js';
export * from './accounts.js';
export * from './ledger.js';
export * from './venues.js';
export * from './operators.js';
export * from './payout.js';
