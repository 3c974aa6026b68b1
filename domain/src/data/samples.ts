import { DEFAULT_NOTIFICATION_SWITCHES } from './notification-preferences.js';
import {
  ACTIVITY,
  BILLING,
  ADMIN_NOTIFICATIONS,
  SUPPORT_MESSAGES,
  SUPPORT_REPLIES,
  SUPPORT_THREADS,
  TEST_CLIENTS,
  ADMIN_REPORTS,
  EMAIL_SETTINGS,
  ADMIN_NOTIFICATION_SETTINGS,
  COMPANIES,
  DAILY_AGGREGATES,
  DRIVERS,
  ERROR_LOGS,
  EXPENSES,
  GENERATED_REPORTS,
  MAINTENANCE_ITEMS,
  MONTHLY_AGGREGATES,
  NOTIFICATION_PREFERENCES,
  NOTIFICATIONS,
  PAYMENTS,
  PAYMENT_GATEWAY,
  PLATFORM_STATS,
  STRIPE_CATALOGUE,
  STRIPE_CUSTOMERS,
  STRIPE_EVENTS,
  SETTLEMENTS,
  TRUCKS,
  UPLOADS,
  USER_TAX,
  USERS,
  isServerOnlyKey,
  withoutServerOnlyKeys,
  type CollectionSpec,
} from './collections.js';
import { characterCount, matchesWhole } from './mapping.js';
import { serverTimeKeys, type Field, type FieldMap, type WriteOf } from './schema.js';

/**
 * One valid document per collection, and the ways to break it field by field. The security-rules
 * tests (tests/rules, tier 2) write each sample and each mutation through the web SDK and expect
 * the rules to accept exactly what domain accepts; samples.test.ts (tier 1) proves every sample
 * passes the stored schema and every mutation is accepted or refused by it as labelled. Samples
 * fill every optional field and every list, so that each field can be removed or broken. They are
 * stored documents: keys only functions write (a settlement's line items) are filled too, and
 * left out of what a client creates (clientSampleOf).
 */

export interface Sample {
  readonly spec: CollectionSpec;
  /** What a caller writes: no server-time keys (the encoder fills them in). */
  readonly value: Readonly<Record<string, unknown>>;
}

function sample<M extends FieldMap>(spec: CollectionSpec<M>, value: WriteOf<M>): Sample {
  return { spec, value: value as Record<string, unknown> };
}

const DAY = Date.UTC(2024, 2, 15);

export const SAMPLES: readonly Sample[] = [
  sample(USERS, {
    name: 'Dana Driver',
    email: 'dana@example.com',
    role: 'owner_operator',
    plan: 'owner_operator',
    subscriptionStatus: 'trialing',
    // A trial still running on any day the tests run: an ended one would close the owner's books
    // (firestore.rules booksOpen), and the rules tests write the books as this owner.
    trialEndsAt: new Date(Date.UTC(2099, 11, 31)),
    accountType: 'real',
    companyName: 'Dana Hauling LLC',
    phone: '(312) 555-0199',
    address: '100 Main St, Springfield, IL 62701',
    timeZone: 'America/Chicago',
    suspended: false,
  }),
  sample(USER_TAX, { taxId: '12-3456789' }),
  sample(NOTIFICATION_PREFERENCES, { ...DEFAULT_NOTIFICATION_SWITCHES }),
  sample(SETTLEMENTS, {
    parsedStatus: 'processed',
    date: '2024-03-15',
    brokerName: 'Acme Logistics',
    tripNumber: 'T-1042',
    fileName: 'settlement-2024-03-15.pdf',
    grossCents: 450_000,
    netCents: 312_000,
    lineItems: {
      linehaulCents: 400_000,
      fuelSurchargeCents: 50_000,
      advancesCents: 20_000,
      escrowCents: 10_000,
      reimbursementsCents: 5_000,
      deductions: [{ label: 'Insurance', amountCents: 12_000 }],
      miles: 2_100,
    },
    truckId: 'truck-1',
    companyId: 'company-1',
    driverId: 'driver-1',
    uploadId: 'upload-1',
    deductionsBooked: true,
  }),
  sample(EXPENSES, {
    description: 'Diesel at Pilot #123',
    amountCents: 45_678,
    category: 'fuel',
    paymentMethod: 'fuel_card',
    date: '2024-03-14',
    notes: 'Full tank before the Denver run',
    taxDeductible: true,
    recurring: false,
    truckId: 'truck-1',
    companyId: 'company-1',
    driverId: 'driver-1',
    receiptPaths: ['users/owner-uid/receipts/receipt-1.jpg'],
    fuelGallonsMilli: 112_500,
    fuelPricePerGallonMilli: 3_899,
    fuelState: 'TX',
    settlementId: 'settlement-1',
  }),
  sample(TRUCKS, {
    unitNumber: '101',
    make: 'Freightliner',
    model: 'Cascadia',
    year: 2021,
    vin: '1FUJGLDR0CLBP8834',
    licensePlate: 'TX-1234',
    archived: false,
  }),
  sample(COMPANIES, {
    name: 'Acme Logistics',
    mcNumber: '123456',
    dotNumber: '2345678',
    phone: '(312) 555-0100',
    email: 'dispatch@acme.example',
    archived: false,
  }),
  sample(DRIVERS, {
    name: 'Sam Wheeler',
    kind: 'company_driver',
    email: 'sam@example.com',
    phone: '(312) 555-0142',
    licenseNumber: 'D1234567',
    truckId: 'truck-1',
    archived: false,
  }),
  sample(MAINTENANCE_ITEMS, {
    truckId: 'truck-1',
    title: 'Oil change',
    dueDate: '2024-04-01',
    dueOdometer: 250_000,
    lastOdometer: 240_500,
    notes: 'Synthetic 15W-40, replace the filters too',
    done: true,
    doneDate: '2024-03-30',
  }),
  sample(GENERATED_REPORTS, {
    name: 'haulbooks-summary-2024-03-01-to-2024-03-31.csv',
    kind: 'summary',
    format: 'csv',
    rangeStart: '2024-03-01',
    rangeEnd: '2024-03-31',
    sizeBytes: 24,
    encoding: 'utf8',
    content: 'Line,Amount\r\nRevenue,1.00',
  }),
  sample(UPLOADS, {
    fileName: 'settlement.pdf',
    contentType: 'application/pdf',
    sizeBytes: 123_456,
    storagePath: 'users/owner-uid/uploads/settlement.pdf',
    status: 'uploaded',
    settlementId: 'settlement-1',
    errorMessage: 'Page 2 could not be read',
    fileHash: 'a'.repeat(64),
    duplicateOf: 'upload-0',
    reviewFields: ['netCents'],
    bookedExpenseCount: 3,
    importProposal: {
      target: 'expenses',
      columns: ['Date', 'Vendor', 'Amount'],
      mapping: ['date', 'description', 'amount'],
      rowCount: 12,
    },
  }),
  sample(DAILY_AGGREGATES, {
    date: '2024-03-15',
    revenueCents: 450_000,
    expensesCents: 45_678,
    netCents: 404_322,
    taxDeductibleCents: 45_678,
    miles: 2_100,
    settlementCount: 1,
    expenseCount: 1,
    byCategory: { fuel: 45_678 },
    byEntity: { 'truck:truck-1': { revenueCents: 450_000, expensesCents: 45_678, miles: 2_100 } },
  }),
  sample(MONTHLY_AGGREGATES, {
    month: '2024-03',
    revenueCents: 450_000,
    expensesCents: 45_678,
    netCents: 404_322,
    taxDeductibleCents: 45_678,
    miles: 2_100,
    settlementCount: 1,
    expenseCount: 1,
    byCategory: { fuel: 45_678 },
    byEntity: { 'truck:truck-1': { revenueCents: 450_000, expensesCents: 45_678, miles: 2_100 } },
  }),
  sample(NOTIFICATIONS, {
    kind: 'settlement',
    title: 'Settlement processed',
    body: 'Your settlement of March 15 has been read.',
    link: '/settlements',
    read: false,
  }),
  sample(ACTIVITY, {
    type: 'expense',
    title: 'Expense added',
    description: 'Diesel at Pilot #123',
    status: 'success',
  }),
  sample(PAYMENTS, {
    userId: 'owner-uid',
    amountCents: 2_999,
    currency: 'usd',
    status: 'succeeded',
    description: 'Owner-Operator plan, monthly',
    stripeId: 'pi_3Abc123',
    customerEmail: 'dana@example.com',
    stripeSessionId: 'cs_test_1Abc',
  }),
  sample(BILLING, {
    subscriptionId: 'sub_1Abc',
    customerId: 'cus_1Abc',
    status: 'active',
    plan: 'owner_operator',
    billingPeriod: 'monthly',
    currentPeriodEnd: new Date(DAY + 30 * 86_400_000),
    cancelAtPeriodEnd: false,
    lastEventCreated: 1_710_500_000,
    lastEventId: 'evt_1Abc',
  }),
  sample(STRIPE_EVENTS, { type: 'checkout.session.completed', created: 1_710_500_000, uid: 'owner-uid' }),
  sample(STRIPE_CUSTOMERS, { idempotencyKey: 'customer-owner-uid-1', customerId: 'cus_1Abc' }),
  sample(PAYMENT_GATEWAY, {
    publishableKey: 'pk_test_51Abc',
    secretKey: 'sk_test_51Abc',
    webhookSecret: 'whsec_1Abc',
    environment: 'sandbox',
    isActive: true,
    updatedBy: 'admin-uid',
  }),
  sample(STRIPE_CATALOGUE, {
    environment: 'sandbox',
    plans: { driver: { productId: 'prod_1', monthlyPriceId: 'price_1M', yearlyPriceId: 'price_1Y' } },
    services: { tax_preparation: { productId: 'prod_2', priceId: 'price_1T' } },
    addons: { priority_support: { productId: 'prod_3', priceId: 'price_1P' } },
  }),
  sample(ERROR_LOGS, {
    message: 'Cannot read properties of undefined',
    stack: 'TypeError: Cannot read properties of undefined\n    at Dashboard',
    componentStack: '\n    at Dashboard\n    at Layout',
    timestamp: '2024-03-15T10:00:00.000Z',
    userAgent: 'Mozilla/5.0',
    url: 'https://haulbooks.example/dashboard',
    uid: 'owner-uid',
  }),
  sample(ADMIN_NOTIFICATIONS, {
    type: 'revenue_alert',
    title: 'Payment failed',
    message: 'anna@example.com: $49.99 (Owner Operator, monthly) failed',
    status: 'unread',
    priority: 'high',
    data: {
      paymentId: 'pay-1',
      userId: 'owner-uid',
      customerEmail: 'anna@example.com',
      errorLogId: 'log-1',
      url: 'https://app.example.com/settlements',
    },
  }),
  sample(SUPPORT_MESSAGES, {
    text: 'My settlement from Swift shows the wrong gross — can you check?',
    imagePath: 'users/owner-uid/support/photo.jpg',
  }),
  sample(SUPPORT_REPLIES, { text: 'Thanks, we are looking at it now.', staffName: 'Sam Support' }),
  sample(SUPPORT_THREADS, {
    customerName: 'Dana Driver',
    customerEmail: 'dana@example.com',
    lastText: 'My settlement from Swift shows the wrong gross',
    lastMessageAt: new Date(DAY),
    awaitingReply: true,
  }),
  sample(TEST_CLIENTS, {
    name: 'Tess Test',
    email: 'tess@example.com',
    companyName: 'Tess Test Trucking',
    role: 'owner_operator',
    status: 'active',
    autoGenerate: true,
    frequency: 'weekly',
    templateId: 'owner_operator_regional',
    documentCount: 3,
    settlementCount: 12,
    revenueCents: 1_200_000,
    expensesCents: 800_000,
    lastActivityAt: new Date(DAY),
  }),
  sample(ADMIN_REPORTS, {
    name: 'Revenue Report, This Month (2024-03-01 to 2024-03-31)',
    kind: 'revenue',
    period: 'this-month',
    rangeStart: '2024-03-01',
    rangeEnd: '2024-03-31',
    timeZone: 'America/Chicago',
    sizeBytes: 24,
    content: 'Product,Amount\r\nOther,1.00',
    generatedBy: 'admin-uid',
  }),
  sample(EMAIL_SETTINGS, {
    smtpHost: 'smtp.example.com',
    smtpPort: 587,
    smtpUser: 'mailer@example.com',
    smtpPassword: 'app-password-1',
    fromEmail: 'no-reply@example.com',
    fromName: 'Haulbooks',
    updatedBy: 'admin-uid',
  }),
  sample(ADMIN_NOTIFICATION_SETTINGS, {
    emailNotifications: true,
    smsNotifications: false,
    pushNotifications: true,
    expenseAlerts: true,
    revenueAlerts: true,
    systemAlerts: false,
    updatedBy: 'admin-uid',
  }),
  sample(PLATFORM_STATS, { users: 12, activeUsers: 9, documentsProcessed: 41, revenueCents: 35_988 }),
];

/** The sample of a collection; throws for a collection that has none (samples.test.ts lists them all). */
export function sampleOf(spec: CollectionSpec): Record<string, unknown> {
  const found = SAMPLES.find((candidate) => candidate.spec.key === spec.key);
  if (!found) throw new Error(`No sample document for ${spec.key} in domain/src/data/samples.ts`);
  return { ...found.value };
}

/** The sample as a client creates it: without the keys only functions write (serverOnlyKeys). */
export function clientSampleOf(spec: CollectionSpec): Record<string, unknown> {
  return withoutServerOnlyKeys(spec, sampleOf(spec));
}

// ---------------------------------------------------------------------------- mutations

/** Where a mutation applies: keys of maps and indexes of lists, from the document's top. */
export type FieldPath = readonly (string | number)[];

export interface FieldMutation {
  /** e.g. `lineItems.deductions[0].label: longer than 80 characters`. */
  readonly label: string;
  readonly path: FieldPath;
  /** Removes the key instead of setting a value. */
  readonly remove?: true;
  /** The value set at `path` (domain values: Dates for timestamps). */
  readonly value?: unknown;
  /** Whether the stored schema (and so the rules) accepts the mutated document. */
  readonly accepted: boolean;
}

/** A key no schema has. */
export const UNKNOWN_KEY = 'notAField';

export function fieldPathLabel(path: FieldPath): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

function at(path: FieldPath, what: string, value: unknown, accepted: boolean): FieldMutation {
  return { label: `${fieldPathLabel(path)}: ${what}`, path, value, accepted };
}

function valueMutations(spec: Field, path: FieldPath, current: unknown): FieldMutation[] {
  switch (spec.kind) {
    case 'string': {
      const out = [at(path, 'a number instead of text', 42, false)];
      if (spec.min > 0)
        out.push(at(path, `shorter than ${spec.min} characters`, 'x'.repeat(spec.min - 1), false));
      out.push(at(path, `longer than ${spec.max} characters`, 'x'.repeat(spec.max + 1), false));
      if (spec.pattern === undefined) {
        out.push(at(path, `${spec.min} characters`, 'x'.repeat(spec.min), true));
        if (spec.max >= 2) {
          // Length is counted in UTF-16 units, as the rules' size() does: a truck emoji is 2 units
          // (and 1 code point, 4 bytes). The second value has fewer than max code points.
          const emoji = '🚚'.repeat(Math.floor(spec.max / 2)) + 'x'.repeat(spec.max % 2);
          out.push(at(path, `${spec.max} UTF-16 units of emoji`, emoji, true));
          out.push(at(path, `${spec.max + 1} UTF-16 units of emoji`, `${emoji}x`, false));
        }
      } else {
        const miss = '!'.repeat(Math.max(spec.min, 1));
        if (characterCount(miss) <= spec.max && !matchesWhole(spec.pattern, miss)) {
          out.push(at(path, `not matching ${spec.pattern}`, miss, false));
        }
      }
      return out;
    }
    case 'enum': {
      const out = [at(path, 'a number instead of a choice', 42, false)];
      const outsider = 'not-a-choice';
      if (!spec.values.includes(outsider))
        out.push(at(path, `not one of the ${spec.values.length} choices`, outsider, false));
      for (const value of spec.values) out.push(at(path, `the choice ${value}`, value, true));
      return out;
    }
    case 'int': {
      const out = [
        at(path, 'text instead of a number', String(spec.min), false),
        at(path, 'a fraction', (spec.min > -1e15 ? spec.min : 0) + 0.5, false),
        at(path, `the minimum ${spec.min}`, spec.min, true),
        at(path, `the maximum ${spec.max}`, spec.max, true),
      ];
      if (Number.isSafeInteger(spec.min - 1)) out.push(at(path, `below ${spec.min}`, spec.min - 1, false));
      if (Number.isSafeInteger(spec.max + 1)) out.push(at(path, `above ${spec.max}`, spec.max + 1, false));
      return out;
    }
    case 'bool':
      return [
        at(path, 'text instead of true or false', 'true', false),
        at(path, 'the other value', current !== true, true),
      ];
    case 'timestamp':
      return [
        at(path, 'text instead of a timestamp', '2024-03-15T00:00:00Z', false),
        at(path, 'another instant', new Date(Date.UTC(2030, 0, 1)), true),
      ];
    case 'date':
      return [
        at(path, 'a number instead of a date', 20240315, false),
        at(path, 'a date written with slashes', '03/15/2024', false),
        at(path, 'month 13', '2024-13-01', false),
        at(path, 'day 32', '2024-01-32', false),
        at(path, 'a year before 1900', '1899-12-31', false),
        at(path, 'a leap day', '2024-02-29', true),
      ];
    case 'list': {
      if (!Array.isArray(current) || current.length === 0) {
        throw new Error(`${fieldPathLabel(path)}: samples must hold at least one item in every list`);
      }
      const item: unknown = current[0];
      const full = Array.from({ length: spec.maxItems }, () => item);
      return [
        at(path, 'text instead of a list', 'not a list', false),
        at(path, 'an empty list', [], true),
        at(path, `${spec.maxItems} items`, full, true),
        at(path, `${spec.maxItems + 1} items`, [...full, item], false),
        // The rules check each index on its own line: the last one must be checked too.
        at(path, `${spec.maxItems} items, the last a number`, [...full.slice(1), 42], false),
        ...valueMutations(spec.of, [...path, 0], item),
      ];
    }
    case 'map': {
      if (typeof current !== 'object' || current === null) {
        throw new Error(`${fieldPathLabel(path)}: samples must fill every map`);
      }
      return [
        at(path, 'text instead of a map', 'not a map', false),
        ...mapMutations(spec.fields, path, current as Record<string, unknown>),
      ];
    }
    case 'record':
      // Records belong to server-owned documents, which no client writes.
      return [];
  }
}

function mapMutations(
  fields: FieldMap,
  prefix: FieldPath,
  current: Record<string, unknown>,
): FieldMutation[] {
  const out = [at([...prefix, UNKNOWN_KEY], 'a key the schema does not have', 'x', false)];
  const serverTimed = prefix.length === 0 ? serverTimeKeys(fields) : [];
  for (const [key, spec] of Object.entries(fields)) {
    if (serverTimed.includes(key)) continue;
    const path = [...prefix, key];
    out.push({
      label: `${fieldPathLabel(path)}: removed (${spec.optional ? 'optional' : 'required'})`,
      path,
      remove: true,
      accepted: spec.optional === true,
    });
    out.push(...valueMutations(spec, path, current[key]));
  }
  return out;
}

/**
 * Every way the sample of a collection is broken (or varied within bounds) field by field: each
 * key removed, a wrong type, out of bounds, not matching, an unknown key; list and map items too.
 * Server-time keys are left to the rules tests (they are request.time or nothing).
 */
export function fieldMutations(
  spec: CollectionSpec,
  value: Record<string, unknown> = sampleOf(spec),
): FieldMutation[] {
  return mapMutations(spec.fields, [], value);
}

/** Whether a mutation writes one of the keys only functions write, which no client writes. */
export function touchesServerOnlyKey(spec: CollectionSpec, mutation: FieldMutation): boolean {
  return isServerOnlyKey(spec, String(mutation.path[0]));
}

/** A copy of `doc` with the mutation applied; only the containers on the path are copied. */
export function applyMutation(
  doc: Readonly<Record<string, unknown>>,
  mutation: FieldMutation,
): Record<string, unknown> {
  const apply = (container: unknown, depth: number): unknown => {
    const part = mutation.path[depth];
    if (part === undefined) return container;
    const last = depth === mutation.path.length - 1;
    if (typeof part === 'number') {
      if (!Array.isArray(container))
        throw new Error(`${fieldPathLabel(mutation.path)}: not a list at [${part}]`);
      const copy = [...(container as unknown[])];
      if (last && mutation.remove) copy.splice(part, 1);
      else copy[part] = last ? mutation.value : apply(copy[part], depth + 1);
      return copy;
    }
    if (typeof container !== 'object' || container === null) {
      throw new Error(`${fieldPathLabel(mutation.path)}: not a map at ${part}`);
    }
    const { [part]: current, ...rest } = container as Record<string, unknown>;
    if (last && mutation.remove) return rest;
    return {
      ...(container as Record<string, unknown>),
      [part]: last ? mutation.value : apply(current, depth + 1),
    };
  };
  return apply(doc, 0) as Record<string, unknown>;
}
