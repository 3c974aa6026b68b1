// adminPlatformReport through the Functions emulator, as Reports & Analytics calls it: the admin
// claim is required, bad input is refused with its reason, the figures follow what is stored, and
// keep writes Recent Reports. Records are dated in the previous year, which no other test writes
// (they are stamped with the server's time), and compared before and after, so the suite holds on a
// shared emulator. The Node Firestore server of tier 1 ignores collection-group queries' scope, so
// the uploads and ledger part runs in tier 2 only (the Cloud SDK emulator) and says so.
import { FunctionsError } from 'firebase/functions';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN_REPORTS,
  CALLABLES,
  PAYMENTS,
  adminReportCsv,
  documentPath,
  type CallableResult,
} from '@haulbooks/domain';
import { adminAuth, db, newClient, signedUpClient, type Client } from './emulator-env';

type Report = CallableResult<'adminPlatformReport'>;

const nodeServer = process.env.FIRESTORE_NODE_SERVER === '1';
const clients: Client[] = [];
const uid = `reports-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const paymentIds = ['ok', 'failed', 'refunded'].map((k) => `${uid}-${k}`);
const keptIds: string[] = [];
const LAST_YEAR = new Date().getUTCFullYear() - 1;
const lastYear = (month: number) => Timestamp.fromDate(new Date(Date.UTC(LAST_YEAR, month - 1, 15, 12)));
const input = { period: 'this-year', timeZone: 'America/Chicago' } as const;

afterAll(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(
    paymentIds.map((id) =>
      db
        .doc(documentPath(PAYMENTS, '', id))
        .delete()
        .catch(() => undefined),
    ),
  );
  await Promise.all(
    keptIds.map((id) =>
      db
        .doc(documentPath(ADMIN_REPORTS, '', id))
        .delete()
        .catch(() => undefined),
    ),
  );
  await db.recursiveDelete(db.doc(`users/${uid}`)).catch(() => undefined);
});

async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FunctionsError);
  return `${(error as FunctionsError).code}: ${(error as FunctionsError).message.replace(/ \[\d+\]$/, '')}`;
}

async function adminClient() {
  const client = await signedUpClient('reports-admin');
  clients.push(client);
  await adminAuth.setCustomUserClaims(client.uid, { admin: true });
  await client.auth.currentUser?.getIdToken(true);
  return client;
}

async function payment(id: string, status: string, amountCents: number, month: number) {
  await db.doc(documentPath(PAYMENTS, '', id)).set({
    userId: uid,
    amountCents,
    currency: 'usd',
    status,
    description: 'Owner Operator',
    stripeId: `in_${id}`,
    createdAt: lastYear(month),
  });
}

describe('adminPlatformReport (Functions emulator)', () => {
  it('refuses a signed-out caller, a customer and bad input', async () => {
    const anonymous = newClient();
    clients.push(anonymous);
    expect(await failure(anonymous.call(CALLABLES.adminPlatformReport.name, input))).toBe(
      'functions/unauthenticated: Sign in as an administrator.',
    );
    const customer = await signedUpClient('reports-customer');
    clients.push(customer);
    expect(await failure(customer.call(CALLABLES.adminPlatformReport.name, input))).toBe(
      'functions/permission-denied: Only an administrator can see platform reports.',
    );
    const admin = await adminClient();
    expect(
      await failure(admin.call(CALLABLES.adminPlatformReport.name, { ...input, period: 'all-time' })),
    ).toBe(
      'functions/invalid-argument: Choose a period: Today, This Week, This Month, Last Month, This Quarter or This Year',
    );
    expect(
      await failure(admin.call(CALLABLES.adminPlatformReport.name, { ...input, timeZone: 'Mars/Base' })),
    ).toBe('functions/invalid-argument: The time zone must be an IANA time zone such as America/Chicago');
  });

  it('counts stored payments in their period, and keep stores the CSV of the figures it answers', async () => {
    const admin = await adminClient();
    const before = await admin.call<Report>(CALLABLES.adminPlatformReport.name, input);
    expect(before.previousRange).toEqual({ start: `${LAST_YEAR}-01-01`, end: `${LAST_YEAR}-12-31` });
    await payment(paymentIds[0] ?? '', 'succeeded', 12_345, 6);
    await payment(paymentIds[1] ?? '', 'failed', 500, 6);
    await payment(paymentIds[2] ?? '', 'refunded', 1_000, 7);

    const after = await admin.call<Report>(CALLABLES.adminPlatformReport.name, input);
    expect(after.cards.previous.revenueCents - before.cards.previous.revenueCents).toBe(12_345);
    expect(after.cards.previous.activeUsers - before.cards.previous.activeUsers).toBe(1);
    expect(after.kept).toBeNull();

    // The previous year as the current one: last year's report shows the months and products.
    const kept = await admin.call<Report>(CALLABLES.adminPlatformReport.name, {
      ...input,
      keep: 'revenue',
    });
    expect(kept.kept?.name).toBe(
      `Revenue Report, This Year (${new Date().getUTCFullYear()}-01-01 to ${new Date().getUTCFullYear()}-12-31)`,
    );
    const id = kept.kept?.id ?? '';
    keptIds.push(id);
    const stored = (await db.doc(documentPath(ADMIN_REPORTS, '', id)).get()).data();
    expect(stored).toMatchObject({
      kind: 'revenue',
      period: 'this-year',
      generatedBy: admin.uid,
      timeZone: 'America/Chicago',
    });
    // The Node server decodes strings with TextDecoder, which drops a leading byte order mark.
    const csv = adminReportCsv('revenue', kept);
    expect(stored?.content).toBe(nodeServer ? csv.replace(/^\uFEFF/, '') : csv);
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
  });

  it.skipIf(nodeServer)(
    'counts uploads and ledger entries of every account (collection groups; tier 2)',
    async () => {
      const admin = await adminClient();
      const before = await admin.call<Report>(CALLABLES.adminPlatformReport.name, input);
      const createdAt = lastYear(8);
      await db.doc(`users/${uid}/uploads/up1`).set({
        fileName: 'settlement.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1_000,
        storagePath: `users/${uid}/uploads/up1.pdf`,
        status: 'processed',
        createdAt,
        updatedAt: createdAt,
      });
      await db.doc(`users/${uid}/uploads/up2`).set({
        fileName: 'photo.png',
        contentType: 'image/png',
        sizeBytes: 1_000,
        storagePath: `users/${uid}/uploads/up2.png`,
        status: 'error',
        errorMessage: 'The photo is too blurry to read',
        createdAt,
        updatedAt: createdAt,
      });
      const after = await admin.call<Report>(CALLABLES.adminPlatformReport.name, input);
      expect(after.cards.previous.documentsProcessed - before.cards.previous.documentsProcessed).toBe(1);
    },
  );
});
