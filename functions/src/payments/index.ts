// Firebase wiring of the payment functions; every decision is in the handlers.
import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { onCall, onRequest } from 'firebase-functions/https';
import { adminAuth, firestore } from '../admin.js';
import { REGION } from '../config.js';
import { appOrigins } from './config.js';
import type { PaymentsDeps } from './common.js';
import { firestorePaymentsStore } from './firestore-store.js';
import { stripeApiConfigFromEnv, stripeFactory } from './stripe-client.js';
import { handleCreateCheckoutSession } from './checkout/handler.js';
import { handleCreatePortalLink } from './portal/handler.js';
import {
  handleGetPaymentGateway,
  handleSavePaymentGateway,
  handleSetupStripeProducts,
  handleTestStripeConnection,
} from './gateway/handler.js';
import { handleStripeWebhook } from './webhook/handler.js';

const stripe = stripeFactory(stripeApiConfigFromEnv());
const origins = appOrigins();

function deps(): PaymentsDeps {
  return {
    store: firestorePaymentsStore(firestore(), adminAuth()),
    stripe,
    allowedOrigins: origins,
    newKey: randomUUID,
    now: () => new Date(),
  };
}

export const createCheckoutSession = onCall({ region: REGION }, (request) =>
  handleCreateCheckoutSession(request.auth, request.data, request.rawRequest.headers.origin, deps()),
);

export const createPortalLink = onCall({ region: REGION }, (request) =>
  handleCreatePortalLink(request.auth, request.data, deps()),
);

export const getPaymentGateway = onCall({ region: REGION }, (request) =>
  handleGetPaymentGateway(request.auth, deps()),
);
export const savePaymentGateway = onCall({ region: REGION }, (request) =>
  handleSavePaymentGateway(request.auth, request.data, deps()),
);
export const testStripeConnection = onCall({ region: REGION }, (request) =>
  handleTestStripeConnection(request.auth, request.data, deps()),
);
export const setupStripeProducts = onCall({ region: REGION, timeoutSeconds: 120 }, (request) =>
  handleSetupStripeProducts(request.auth, deps()),
);

/** Hosting rewrites POST /api/webhooks/stripe here (firebase.json). */
export const stripeWebhook = onRequest({ region: REGION, maxInstances: 20 }, async (req, res) => {
  const store = firestorePaymentsStore(firestore(), adminAuth());
  const response = await handleStripeWebhook(
    { method: req.method, headers: req.headers, rawBody: req.rawBody },
    {
      store,
      webhookSecret: async () =>
        (await store.gateway())?.webhookSecret ?? process.env.STRIPE_WEBHOOK_SECRET ?? null,
      log: (message, detail) => logger.warn(message, detail),
    },
  );
  res.status(response.status).json(response.body);
});
