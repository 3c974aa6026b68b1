import type { DataStore } from '../../store.js';
import { adminNotificationsRepository } from './notifications-repository.js';
import { adminPaymentsRepository } from './payments-repository.js';
import { adminReportsRepository } from './reports-repository.js';
import { platformRepository } from './platform-repository.js';
import { adminSupportRepository } from './support-repository.js';
import { adminTestClientsRepository } from './test-clients-repository.js';
import { adminUsersRepository } from './users-repository.js';

/**
 * The platform-wide repositories of the admin area. They belong to no subject: what they read is
 * the platform's, and the rules (and the memory store) let only administrators read it.
 */
export function createAdminRepositories(store: DataStore) {
  return {
    payments: adminPaymentsRepository(store),
    platform: platformRepository(store),
    notifications: adminNotificationsRepository(store),
    users: adminUsersRepository(store),
    support: adminSupportRepository(store),
    testClients: adminTestClientsRepository(store),
    reports: adminReportsRepository(store),
  };
}
export type AdminRepositories = ReturnType<typeof createAdminRepositories>;

export * from './notifications-repository.js';
export * from './payments-repository.js';
export * from './platform-repository.js';
export * from './reports-repository.js';
export * from './support-repository.js';
export * from './test-clients-repository.js';
export * from './users-repository.js';
