import type {
  EventEffect,
  GatewayEnvironment,
  LedgerWrites,
  PaymentGatewayDoc,
  StripeCatalogue,
  WriteOf,
  PAYMENT_GATEWAY,
  StripeSubscriptionStatus,
} from '@haulbooks/domain';

export type GatewayWrite = WriteOf<(typeof PAYMENT_GATEWAY)['fields']>;
export type SavedCatalogue = StripeCatalogue & { environment: GatewayEnvironment; updatedAt?: Date };

/**
 * The user's customer id, or the idempotency key to create it under; `earlier` says the key was
 * reserved by an earlier call (that may have created the customer and failed before recording it).
 */
export type CustomerReservation = { customerId: string } | { idempotencyKey: string; earlier: boolean };

export interface StripeEventMeta {
  id: string;
  type: string;
  created: number;
}

/**
 * The Firestore side of payments, as the handlers need it. One implementation runs on the Admin
 * SDK (firestore-store.ts); tests use the in-memory one (testing/memory-store.ts), which
 * serialises its "transactions" as Firestore's would.
 */
export interface PaymentsStore {
  gateway(): Promise<PaymentGatewayDoc | null>;
  saveGateway(data: GatewayWrite): Promise<PaymentGatewayDoc>;
  catalogue(): Promise<SavedCatalogue | null>;
  saveCatalogue(catalogue: SavedCatalogue): Promise<void>;
  /**
   * In one transaction: the user's customer id if there is one; otherwise the idempotency key
   * under which it is being created (reserving `freshKey` if nobody has yet). Two concurrent
   * checkouts therefore send Stripe the same key and get the same customer.
   */
  reserveCustomer(uid: string, freshKey: string): Promise<CustomerReservation>;
  recordCustomer(uid: string, customerId: string): Promise<void>;
  customerOf(uid: string): Promise<string | null>;
  /** The status of the user's plan subscription as the webhook recorded it, or null. */
  subscriptionStatusOf(uid: string): Promise<StripeSubscriptionStatus | null>;
  uidForCustomer(customerId: string): Promise<string | null>;
  /**
   * One transaction: reads stripeEvents/{id}, the payment, the billing state and the profile,
   * decides with planLedgerWrites and writes the outcome and the event marker together.
   */
  applyEvent(
    event: StripeEventMeta,
    uid: string,
    effect: EventEffect & { kind: 'apply' },
  ): Promise<LedgerWrites>;
  /** Sets the `role` claim to the profile's role when they differ (idempotent; run after every event). */
  syncRoleClaim(uid: string): Promise<void>;
}
