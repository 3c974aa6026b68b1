// PaymentsStore in memory, for handler tests: transactions run one at a time (as Firestore's
// serialisable transactions behave for the documents they touch), and failures can be injected.
import {
  planLedgerWrites,
  type PaymentGatewayDoc,
  type PaymentRecordWrite,
  type PlanId,
  type Role,
  type SubscriptionSnapshot,
  type SubscriptionStatus,
} from '@haulbooks/domain';
import type { CustomerReservation, GatewayWrite, PaymentsStore, SavedCatalogue } from '../ports.js';

export interface MemoryProfile {
  role: Role;
  plan: PlanId;
  subscriptionStatus: SubscriptionStatus;
}

export class MemoryPaymentsStore implements PaymentsStore {
  gatewayDoc: PaymentGatewayDoc | null = null;
  catalogueDoc: SavedCatalogue | null = null;
  readonly customers = new Map<string, { idempotencyKey: string; customerId?: string }>();
  readonly events = new Map<string, { type: string; created: number; uid: string }>();
  readonly payments = new Map<string, PaymentRecordWrite & { userId: string }>();
  readonly billing = new Map<string, SubscriptionSnapshot>();
  readonly profiles = new Map<string, MemoryProfile>();
  readonly claims = new Map<string, Record<string, unknown>>();
  /** The next applyEvent calls throw this many times (a Firestore outage). */
  failApplies = 0;
  private queue: Promise<unknown> = Promise.resolve();

  /** Runs `work` after every earlier transaction, like a lock on the documents. */
  private serial<T>(work: () => T | Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async gateway() {
    return this.gatewayDoc;
  }
  async saveGateway(data: GatewayWrite) {
    this.gatewayDoc = { ...data, updatedAt: new Date() };
    return this.gatewayDoc;
  }
  async catalogue() {
    return this.catalogueDoc;
  }
  async saveCatalogue(catalogue: SavedCatalogue) {
    this.catalogueDoc = structuredClone(catalogue);
  }
  reserveCustomer(uid: string, freshKey: string): Promise<CustomerReservation> {
    return this.serial(() => {
      const doc = this.customers.get(uid);
      if (doc?.customerId) return { customerId: doc.customerId };
      if (doc) return { idempotencyKey: doc.idempotencyKey, earlier: true };
      this.customers.set(uid, { idempotencyKey: freshKey });
      return { idempotencyKey: freshKey, earlier: false };
    });
  }
  async recordCustomer(uid: string, customerId: string) {
    const doc = this.customers.get(uid);
    if (!doc) throw new Error(`No customer reservation for ${uid}`);
    doc.customerId = customerId;
  }
  async customerOf(uid: string) {
    return this.customers.get(uid)?.customerId ?? null;
  }
  async subscriptionStatusOf(uid: string) {
    return this.billing.get(uid)?.status ?? null;
  }
  async uidForCustomer(customerId: string) {
    for (const [uid, doc] of this.customers) if (doc.customerId === customerId) return uid;
    return null;
  }
  applyEvent: PaymentsStore['applyEvent'] = (event, uid, effect) =>
    this.serial(() => {
      if (this.failApplies > 0) {
        this.failApplies -= 1;
        throw new Error('Firestore is unavailable (injected)');
      }
      const payment = effect.payment ? (this.payments.get(effect.payment.id) ?? null) : null;
      const billing = this.billing.get(uid) ?? null;
      const profile = this.profiles.get(uid) ?? null;
      const writes = planLedgerWrites(
        { eventSeen: this.events.has(event.id), payment, billing, profile: profile ? { ...profile } : null },
        effect,
      );
      if (writes.duplicate) return writes;
      this.events.set(event.id, { type: event.type, created: event.created, uid });
      if (writes.payment)
        this.payments.set(writes.payment.id, { ...payment, ...writes.payment, userId: uid });
      if (writes.billing) this.billing.set(uid, writes.billing);
      if (writes.profile && profile) this.profiles.set(uid, { ...profile, ...writes.profile });
      return writes;
    });
  async syncRoleClaim(uid: string) {
    const profile = this.profiles.get(uid);
    if (!profile) return;
    const claims = this.claims.get(uid) ?? {};
    if (claims.role !== profile.role) this.claims.set(uid, { ...claims, role: profile.role });
  }
}
