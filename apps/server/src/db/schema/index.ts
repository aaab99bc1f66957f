export * from './content.js';
export * from './users.js';
export * from './system.js';
export * from './accounts.js';
