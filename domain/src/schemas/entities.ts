import { number, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from './auth.js';

/** Entity types for P&L by entity, and the collection under users/{uid} that holds each. */
export const ENTITY_TYPES = ['truck', 'company', 'owner_operator'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const DEFAULT_ENTITY_TYPE: EntityType = 'truck';
export const ENTITY_COLLECTIONS: Record<EntityType, 'trucks' | 'companies' | 'drivers'> = {
  truck: 'trucks',
  company: 'companies',
  owner_operator: 'drivers',
};
export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  truck: 'Trucks',
  company: 'Companies',
  owner_operator: 'Owner Operators',
};

export function isEntityType(value: unknown): value is EntityType {
  return typeof value === 'string' && (ENTITY_TYPES as readonly string[]).includes(value);
}

export const ENTITY_MESSAGES = {
  unitRequired: 'Enter the unit number',
  unitTooLong: 'The unit number must be at most 20 characters',
  vinInvalid: 'A VIN has 17 letters and digits (no I, O or Q)',
  yearInvalid: 'Enter a model year between 1980 and next year',
  companyNameRequired: 'Enter the company name',
  mcInvalid: 'An MC number is 1 to 8 digits',
  dotInvalid: 'A USDOT number is 1 to 8 digits',
  driverNameRequired: "Enter the driver's name",
  emailInvalid: 'Please enter a valid email address',
  nameTooLong: 'Names must be at most 120 characters',
  selectEntity: 'Select an entity to see its profit and loss',
} as const;

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** users/{uid}/trucks/{id}. The current year is passed in so the rule does not read the clock. */
export function truckSchema(currentYear: number) {
  return object({
    unitNumber: string().trim().required(ENTITY_MESSAGES.unitRequired).max(20, ENTITY_MESSAGES.unitTooLong),
    make: string().trim().max(40).default(''),
    model: string().trim().max(40).default(''),
    year: number()
      .integer(ENTITY_MESSAGES.yearInvalid)
      .min(1980, ENTITY_MESSAGES.yearInvalid)
      .max(currentYear + 1, ENTITY_MESSAGES.yearInvalid)
      .nullable()
      .optional(),
    vin: string()
      .trim()
      .uppercase()
      .default('')
      .test('vin', ENTITY_MESSAGES.vinInvalid, (v) => !v || VIN.test(v)),
    licensePlate: string().trim().max(15).default(''),
  });
}
export type TruckInput = InferType<ReturnType<typeof truckSchema>>;

const digits = (message: string) =>
  string()
    .trim()
    .transform((v: string) => v.replace(/^(MC|DOT|USDOT)[-\s#]*/i, ''))
    .default('')
    .test('digits', message, (v) => !v || /^\d{1,8}$/.test(v));

/** users/{uid}/companies/{id}: a carrier or broker the user hauls for. */
export const companySchema = object({
  name: string().trim().required(ENTITY_MESSAGES.companyNameRequired).max(120, ENTITY_MESSAGES.nameTooLong),
  mcNumber: digits(ENTITY_MESSAGES.mcInvalid),
  dotNumber: digits(ENTITY_MESSAGES.dotInvalid),
  phone: string().trim().max(30).default(''),
  email: string()
    .trim()
    .default('')
    .test('email', ENTITY_MESSAGES.emailInvalid, (v) => !v || EMAIL_PATTERN.test(v)),
});
export type CompanyInput = InferType<typeof companySchema>;

export const DRIVER_KINDS = ['company_driver', 'owner_operator'] as const;

/** users/{uid}/drivers/{id}: a fleet's driver or owner-operator. */
export const driverSchema = object({
  name: string().trim().required(ENTITY_MESSAGES.driverNameRequired).max(120, ENTITY_MESSAGES.nameTooLong),
  kind: string()
    .oneOf([...DRIVER_KINDS])
    .default('owner_operator'),
  email: string()
    .trim()
    .default('')
    .test('email', ENTITY_MESSAGES.emailInvalid, (v) => !v || EMAIL_PATTERN.test(v)),
  phone: string().trim().max(30).default(''),
  licenseNumber: string().trim().max(30).default(''),
  truckId: string().trim().optional(),
});
export type DriverInput = InferType<typeof driverSchema>;
