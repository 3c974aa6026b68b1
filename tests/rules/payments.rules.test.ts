// Tier 2: the money rules, said plainly (the generic suite in firestore.rules.test.ts covers the
// same collections operation by operation). No client writes a payment, its own plan or
// subscription status, or its billing record; nobody reads the Stripe keys, the catalogue, the
// customer links or the processed events; a customer reads only their own payments.
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firestoreRulesEnvironment } from './environment.js';

type Db = ReturnType<RulesTestContext['firestore']>;

const DANA = `pay-dana-${Date.now()}`;
const EVE = `pay-eve-${Date.now()}`;
const now = Timestamp.fromDate(new Date('2026-11-01T00:00:00Z'));

let env: RulesTestEnvironment;
let dana: Db;
let eve: Db;
let admin: Db;

const payment = (userId: string) => ({
  userId,
  amountCents: 4999,
  currency: 'usd',
  status: 'succeeded',
  description: 'Driver plan',
  stripeId: `cs_${userId}`,
  stripeSessionId: `cs_${userId}`,
  createdAt: now,
});

beforeAll(async () => {
  env = await firestoreRulesEnvironment();
  dana = env.authenticatedContext(DANA, { role: 'company_driver' }).firestore();
  eve = env.authenticatedContext(EVE, { role: 'company_driver' }).firestore();
  admin = env.authenticatedContext('pay-admin', { admin: true }).firestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, `payments/cs_${DANA}`), payment(DANA));
    await setDoc(doc(db, `payments/cs_${EVE}`), payment(EVE));
    await setDoc(doc(db, `users/${DANA}`), {
      name: 'Dana',
      email: 'dana@example.com',
      role: 'company_driver',
      plan: 'driver',
      subscriptionStatus: 'canceled',
      trialEndsAt: now,
      accountType: 'real',
      createdAt: now,
      updatedAt: now,
    });
    await setDoc(doc(db, 'paymentGateways/stripe'), {
      publishableKey: 'pk_test_1',
      secretKey: 'sk_test_secret',
      webhookSecret: 'whsec_secret',
      environment: 'sandbox',
      isActive: true,
      updatedBy: 'pay-admin',
      updatedAt: now,
    });
    await setDoc(doc(db, `stripeCustomers/${DANA}`), {
      idempotencyKey: 'k',
      customerId: 'cus_1',
      createdAt: now,
      updatedAt: now,
    });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('payments rules', () => {
  it('no client writes a payment, not even its own', async () => {
    await assertFails(setDoc(doc(dana, `payments/cs_new_${DANA}`), payment(DANA)));
    await assertFails(updateDoc(doc(dana, `payments/cs_${DANA}`), { status: 'refunded' }));
    await assertFails(setDoc(doc(admin, `payments/cs_admin_${DANA}`), payment(DANA)));
  });

  it('a customer reads their own payments (by query on userId), never another’s', async () => {
    await assertSucceeds(getDoc(doc(dana, `payments/cs_${DANA}`)));
    await assertSucceeds(getDocs(query(collection(dana, 'payments'), where('userId', '==', DANA))));
    await assertFails(getDoc(doc(dana, `payments/cs_${EVE}`)));
    await assertFails(getDocs(query(collection(eve, 'payments'), where('userId', '==', DANA))));
    await assertSucceeds(getDoc(doc(admin, `payments/cs_${EVE}`)));
  });

  it('no client gives itself a plan or a subscription status, or writes its billing record', async () => {
    await assertFails(updateDoc(doc(dana, `users/${DANA}`), { plan: 'fleet_manager' }));
    await assertFails(updateDoc(doc(dana, `users/${DANA}`), { subscriptionStatus: 'active' }));
    await assertFails(updateDoc(doc(dana, `users/${DANA}`), { role: 'fleet_manager' }));
    await assertFails(
      setDoc(doc(dana, `users/${DANA}/billing/subscription`), {
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        status: 'active',
        plan: 'fleet_manager',
        cancelAtPeriodEnd: false,
        lastEventCreated: 1,
        lastEventId: 'evt_1',
        updatedAt: now,
      }),
    );
  });

  it('nobody reads the Stripe keys, the catalogue, customer links or processed events through the SDK', async () => {
    for (const db of [dana, admin]) {
      await assertFails(getDoc(doc(db, 'paymentGateways/stripe')));
      await assertFails(getDoc(doc(db, 'stripeCatalogue/current')));
      await assertFails(getDoc(doc(db, `stripeCustomers/${DANA}`)));
      await assertFails(getDoc(doc(db, 'stripeEvents/evt_1')));
    }
    await assertFails(setDoc(doc(admin, 'paymentGateways/stripe'), { secretKey: 'sk_live_mine' }));
  });
});
