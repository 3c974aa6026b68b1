import type { CompanyDoc, DriverDoc, MaintenanceItemDoc, TruckDoc } from './collections.js';

/**
 * Stored trucks, companies, drivers and maintenance items for tests, valid by construction.
 * Exported from `@haulbooks/domain/testing` only.
 */
const CREATED = new Date('2026-11-01T00:00:00Z');

export function createTruck(overrides: Partial<TruckDoc> = {}): TruckDoc {
  return {
    unitNumber: '101',
    make: 'Freightliner',
    model: 'Cascadia',
    year: 2021,
    vin: '1FUJGLDR0CLBP8834',
    licensePlate: 'TX-1234',
    archived: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function createCompany(overrides: Partial<CompanyDoc> = {}): CompanyDoc {
  return {
    name: 'Acme Logistics',
    mcNumber: '123456',
    dotNumber: '2345678',
    phone: '(312) 555-0100',
    email: 'dispatch@acme.example',
    archived: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function createDriver(overrides: Partial<DriverDoc> = {}): DriverDoc {
  return {
    name: 'Sam Wheeler',
    kind: 'company_driver',
    email: 'sam@example.com',
    phone: '(312) 555-0142',
    licenseNumber: 'D1234567',
    archived: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function createMaintenanceItem(overrides: Partial<MaintenanceItemDoc> = {}): MaintenanceItemDoc {
  return {
    truckId: 'truck-1',
    title: 'Oil change',
    dueDate: '2026-12-15',
    notes: '',
    done: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
