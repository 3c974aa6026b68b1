import type { DataStore } from '../store.js';
import type { Subject } from '../subject.js';
import { aggregatesRepository } from './aggregates-repository.js';
import { dashboardRepository } from './dashboard-repository.js';
import { expensesRepository } from './expenses-repository.js';
import { companiesRepository, driversRepository, trucksRepository } from './fleet-repository.js';
import { maintenanceRepository } from './maintenance-repository.js';
import { notificationPreferencesRepository } from './notification-preferences-repository.js';
import { notificationsRepository } from './notifications-repository.js';
import { profileRepository } from './profile-repository.js';
import { reportsRepository } from './reports-repository.js';
import { settlementsRepository } from './settlements-repository.js';
import { supportRepository } from './support-repository.js';
import { uploadsRepository } from '../../uploads/uploads-repository.js';
import { billingRepository } from '../../payments/billing-repository.js';

/** Every repository of one subject, over one store. Screens get this from the data provider. */
export function createRepositories(store: DataStore, subject: Subject) {
  return {
    subject,
    profile: profileRepository(store, subject),
    notificationPreferences: notificationPreferencesRepository(store, subject),
    notifications: notificationsRepository(store, subject),
    expenses: expensesRepository(store, subject),
    settlements: settlementsRepository(store, subject),
    uploads: uploadsRepository(store, subject),
    trucks: trucksRepository(store, subject),
    companies: companiesRepository(store, subject),
    drivers: driversRepository(store, subject),
    maintenance: maintenanceRepository(store, subject),
    dashboard: dashboardRepository(store, subject),
    aggregates: aggregatesRepository(store, subject),
    reports: reportsRepository(store, subject),
    support: supportRepository(store, subject),
    billing: billingRepository(store, subject),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

export * from './aggregates-repository.js';
export * from './dashboard-repository.js';
export * from './expenses-repository.js';
export * from './fleet-repository.js';
export * from './maintenance-repository.js';
export * from './notification-preferences-repository.js';
export * from './notifications-repository.js';
export * from './profile-repository.js';
export * from './reports-repository.js';
export * from './settlements-repository.js';
export * from './support-repository.js';
