/**
 * Test doubles shared by web, functions and the contract suite. Imported as
 * `@haulbooks/domain/testing`; the public index never re-exports it, so it never ships.
 */
export * from './data/memory-store.js';
export * from './data/factories.js';
export * from './data/expense-factories.js';
export * from './data/fleet-factories.js';
export * from './data/contract/books-access-cases.js';
