export * from './auth/roles.js';
export * from './messages/auth.js';
export * from './schemas/auth.js';
export * from './schemas/validate.js';
export * from './catalogue/plans.js';
export * from './money/format.js';
export * from './messages/auth-ui.js';
export * from './messages/shell.js';
