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

/** One entity of a type, as a report line names it ("Truck", not "Trucks"). */
export const ENTITY_TYPE_SINGULAR_LABELS: Record<EntityType, string> = {
  truck: 'Truck',
  company: 'Company',
  owner_operator: 'Owner Operator',
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
  makeTooLong: 'The make must be at most 40 characters',
  modelTooLong: 'The model must be at most 40 characters',
  plateTooLong: 'The license plate must be at most 15 characters',
  phoneTooLong: 'The phone number must be at most 30 characters',
  licenseTooLong: 'The license number must be at most 30 characters',
} as const;

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** users/{uid}/trucks/{id}. The current year is passed in so the rule does not read the clock. */
export function truckSchema(currentYear: number) {
  return object({
    unitNumber: string().trim().required(ENTITY_MESSAGES.unitRequired).max(20, ENTITY_MESSAGES.unitTooLong),
    make: string().trim().max(40, ENTITY_MESSAGES.makeTooLong).default(''),
    model: string().trim().max(40, ENTITY_MESSAGES.modelTooLong).default(''),
    // A form sends the year as text: blank is no year, anything else must read as one.
    year: number()
      .transform((value: number, original: unknown) =>
        original === '' || original === null || original === undefined ? undefined : value,
      )
      .typeError(ENTITY_MESSAGES.yearInvalid)
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
    licensePlate: string().trim().max(15, ENTITY_MESSAGES.plateTooLong).default(''),
  });
}
export type TruckInput = InferType<ReturnType<typeof truckSchema>>;

/** The truck form as typed: every field is text (the year too). */
export interface TruckFormValues {
  unitNumber: string;
  make: string;
  model: string;
  year: string;
  vin: string;
  licensePlate: string;
}

export const EMPTY_TRUCK_FORM: TruckFormValues = {
  unitNumber: '',
  make: '',
  model: '',
  year: '',
  vin: '',
  licensePlate: '',
};

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
  phone: string().trim().max(30, ENTITY_MESSAGES.phoneTooLong).default(''),
  email: string()
    .trim()
    .default('')
    .test('email', ENTITY_MESSAGES.emailInvalid, (v) => !v || EMAIL_PATTERN.test(v)),
});
export type CompanyInput = InferType<typeof companySchema>;
export type CompanyFormValues = CompanyInput;
export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  name: '',
  mcNumber: '',
  dotNumber: '',
  phone: '',
  email: '',
};

export const DRIVER_KINDS = ['company_driver', 'owner_operator'] as const;

/** users/{uid}/drivers/{id}: a fleet's driver or owner-operator. */
export const driverSchema = object({
  name: string().trim().required(ENTITY_MESSAGES.driverNameRequired).max(120, ENTITY_MESSAGES.nameTooLong),
  kind: string<DriverKind>()
    .oneOf([...DRIVER_KINDS])
    .default('owner_operator'),
  email: string()
    .trim()
    .default('')
    .test('email', ENTITY_MESSAGES.emailInvalid, (v) => !v || EMAIL_PATTERN.test(v)),
  phone: string().trim().max(30, ENTITY_MESSAGES.phoneTooLong).default(''),
  licenseNumber: string().trim().max(30, ENTITY_MESSAGES.licenseTooLong).default(''),
  truckId: string().trim().default(''),
});
export type DriverInput = InferType<typeof driverSchema>;
export type DriverKind = (typeof DRIVER_KINDS)[number];
export type DriverFormValues = DriverInput;
export const EMPTY_DRIVER_FORM: DriverFormValues = {
  name: '',
  kind: 'owner_operator',
  email: '',
  phone: '',
  licenseNumber: '',
  truckId: '',
};
export const DRIVER_KIND_LABELS: Record<DriverKind, string> = {
  company_driver: 'Company Driver',
  owner_operator: 'Owner Operator',
};
