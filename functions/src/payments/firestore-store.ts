// PaymentsStore on the Admin SDK. Every decision is domain code (planLedgerWrites); this file
// only reads and writes inside transactions.
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import {
  BILLING,
  PAYMENTS,
  PAYMENT_GATEWAY,
  STRIPE_CATALOGUE,
  STRIPE_CUSTOMERS,
  STRIPE_EVENTS,
  USERS,
  encodePatch,
  planLedgerWrites,
  type StripeCatalogueDoc,
  type SubscriptionSnapshot,
  type WriteOf,
} from '@haulbooks/domain';
import {
  adminCodec,
  adminConverter,
  adminDocument,
  createAdminStore,
  encodeForCreate,
} from '../data/admin-store.js';
import type { CustomerReservation, PaymentsStore, SavedCatalogue } from './ports.js';

const GATEWAY_ID = 'stripe';
const CATALOGUE_ID = 'current';

/** gRPC ALREADY_EXISTS: a concurrent transaction created the document first. */
function alreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 6;
}

function billingDoc(snapshot: SubscriptionSnapshot): WriteOf<(typeof BILLING)['fields']> {
  return {
    subscriptionId: snapshot.subscriptionId,
    customerId: snapshot.customerId,
    status: snapshot.status,
    plan: snapshot.planId,
    ...(snapshot.billingPeriod ? { billingPeriod: snapshot.billingPeriod } : {}),
    ...(snapshot.currentPeriodEnd ? { currentPeriodEnd: snapshot.currentPeriodEnd } : {}),
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    lastEventCreated: snapshot.lastEventCreated,
    lastEventId: snapshot.lastEventId,
  };
}

export function firestorePaymentsStore(db: Firestore, auth: Auth): PaymentsStore {
  const store = createAdminStore(db);
  const gateways = store.collection(PAYMENT_GATEWAY, '');
  const catalogues = store.collection(STRIPE_CATALOGUE, '');
  const customers = store.collection(STRIPE_CUSTOMERS, '');

  async function reserveOnce(uid: string, freshKey: string): Promise<CustomerReservation> {
    const ref = adminDocument(db, STRIPE_CUSTOMERS, uid, uid);
    return db.runTransaction(async (tx) => {
      const doc = (await tx.get(ref.withConverter(adminConverter(STRIPE_CUSTOMERS)))).data();
      if (doc?.customerId) return { customerId: doc.customerId };
      if (doc) return { idempotencyKey: doc.idempotencyKey, earlier: true };
      tx.create(ref, encodeForCreate(STRIPE_CUSTOMERS, ref, { idempotencyKey: freshKey }));
      return { idempotencyKey: freshKey, earlier: false };
    });
  }

  return {
    gateway: () => gateways.get(GATEWAY_ID),
    async saveGateway(data) {
      await gateways.set(GATEWAY_ID, data);
      const saved = await gateways.get(GATEWAY_ID);
      if (!saved) throw new Error('The gateway settings were not stored');
      return saved;
    },
    async catalogue() {
      const doc = await catalogues.get(CATALOGUE_ID);
      return doc ? { ...doc } : null;
    },
    async saveCatalogue(catalogue: SavedCatalogue) {
      await catalogues.set(CATALOGUE_ID, {
        environment: catalogue.environment,
        plans: catalogue.plans as StripeCatalogueDoc['plans'],
        services: catalogue.services as StripeCatalogueDoc['services'],
        addons: catalogue.addons as StripeCatalogueDoc['addons'],
      });
    },
    async reserveCustomer(uid, freshKey) {
      try {
        return await reserveOnce(uid, freshKey);
      } catch (error) {
        // Another checkout reserved first; its key is now there to read.
        if (alreadyExists(error)) return reserveOnce(uid, freshKey);
        throw error;
      }
    },
    async recordCustomer(uid, customerId) {
      await customers.update(uid, { customerId });
    },
    async customerOf(uid) {
      return (await customers.get(uid))?.customerId ?? null;
    },
    async subscriptionStatusOf(uid) {
      return (await store.collection(BILLING, uid).get(BILLING.fixedId ?? 'subscription'))?.status ?? null;
    },
    async uidForCustomer(customerId) {
      const page = await customers.list({
        where: [{ field: 'customerId', op: '==', value: customerId }],
        limit: 1,
      });
      return page.items[0]?.id ?? null;
    },
    applyEvent(event, uid, effect) {
      const eventRef = adminDocument(db, STRIPE_EVENTS, '', event.id);
      const paymentRef = effect.payment ? adminDocument(db, PAYMENTS, '', effect.payment.id) : null;
      const billingRef = adminDocument(db, BILLING, uid, 'subscription');
      const userRef = adminDocument(db, USERS, uid, uid);
      return db.runTransaction(async (tx) => {
        const [eventSnap, paymentSnap, billingSnap, userSnap] = await Promise.all([
          tx.get(eventRef),
          paymentRef ? tx.get(paymentRef.withConverter(adminConverter(PAYMENTS))) : Promise.resolve(null),
          tx.get(billingRef.withConverter(adminConverter(BILLING))),
          tx.get(userRef.withConverter(adminConverter(USERS))),
        ]);
        const payment = paymentSnap?.data() ?? null;
        const billing = billingSnap.data() ?? null;
        const profile = userSnap.data() ?? null;
        const writes = planLedgerWrites(
          {
            eventSeen: eventSnap.exists,
            payment: payment ? { status: payment.status } : null,
            billing: billing
              ? {
                  subscriptionId: billing.subscriptionId,
                  status: billing.status,
                  lastEventCreated: billing.lastEventCreated,
                }
              : null,
            profile: profile
              ? { role: profile.role, plan: profile.plan, subscriptionStatus: profile.subscriptionStatus }
              : null,
          },
          effect,
        );
        if (writes.duplicate) return writes;
        tx.create(
          eventRef,
          encodeForCreate(STRIPE_EVENTS, eventRef, { type: event.type, created: event.created, uid }),
        );
        if (writes.payment && paymentRef) {
          const { id: _id, ...fields } = writes.payment;
          if (payment)
            tx.update(
              paymentRef,
              encodePatch(PAYMENTS.fields, { ...fields, userId: uid }, paymentRef.path, adminCodec),
            );
          else tx.create(paymentRef, encodeForCreate(PAYMENTS, paymentRef, { ...fields, userId: uid }));
        }
        if (writes.billing)
          tx.set(billingRef, encodeForCreate(BILLING, billingRef, billingDoc(writes.billing)));
        if (writes.profile && profile)
          tx.update(userRef, encodePatch(USERS.fields, writes.profile, userRef.path, adminCodec));
        return writes;
      });
    },
    async syncRoleClaim(uid) {
      const profile = await store.collection(USERS, uid).get(uid);
      if (!profile) return;
      const user = await auth.getUser(uid);
      const claims = { ...(user.customClaims ?? {}) };
      if (claims.role === profile.role) return;
      await auth.setCustomUserClaims(uid, { ...claims, role: profile.role });
    },
  };
}
