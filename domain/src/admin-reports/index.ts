export * from './periods.js';
export * from './messages.js';
export * from './schema.js';
export * from './report.js';
export * from './csv.js';
