// A small HTTP server that answers like Stripe's API for the calls Haulbooks makes: customers,
// Checkout sessions, products, prices (lookup keys), webhook endpoints and Billing Portal
// sessions. Tests and the benchmark point the real `stripe` SDK at it (STRIPE_API_BASE_URL or
// StripeApiConfig); it is never bundled into a deployed function.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeStripeOptions {
  /** Secret keys the server accepts; any other gets Stripe's 401. */
  secretKeys?: readonly string[];
  port?: number;
  /** Milliseconds each answer waits (to widen races in tests). */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Json;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Ids as Stripe's look: a prefix, a digit and mixed-case letters (never a placeholder id). */
export function stripeLikeId(prefix: string): string {
  const bytes = randomBytes(20);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_1${out}`;
}

/** Decodes Stripe's form encoding (`metadata[uid]=u`, `line_items[0][price]=p`) into objects. */
export function decodeStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: Json = root;
    parts.forEach((part, index) => {
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (index === parts.length - 1) node[key] = value;
      else {
        const next = node[key];
        if (typeof next !== 'object' || next === null) node[key] = {};
        node = node[key] as Json;
      }
    });
  }
  return arraysFromIndexedObjects(root) as Json;
}

function arraysFromIndexedObjects(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Json).map(([k, v]) => [k, arraysFromIndexedObjects(v)] as const);
  if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

function invalid(message: string, extra: Json = {}): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });
}
function missing(kind: string, id: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });
}

function list(url: string, data: unknown[], limit: unknown): Json {
  const n = Math.min(Math.max(Number(limit ?? 10) || 10, 1), 100);
  return { object: 'list', url, has_more: data.length > n, data: data.slice(0, n) };
}

export class FakeStripe {
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly products = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly webhookEndpoints = new Map<string, Json>();
  readonly portalSessions = new Map<string, Json>();
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();
  private readonly failures: { method: string; path: string; status: number }[] = [];
  private server: Server | null = null;
  private secretKeys: Set<string>;
  baseUrl = '';

  constructor(private readonly options: FakeStripeOptions = {}) {
    this.secretKeys = new Set(options.secretKeys ?? ['sk_test_haulbooksLocal1234']);
  }

  acceptKey(key: string): void {
    this.secretKeys.add(key);
  }

  /** The next call of `method path` (path prefix) answers `status` with an API error. */
  failNext(method: string, path: string, status = 500): void {
    this.failures.push({ method, path, status });
  }

  /** host, port and protocol for the SDK. */
  get config(): { host: string; port: number; protocol: 'http' } {
    const url = new URL(this.baseUrl);
    return { host: url.hostname, port: Number(url.port), protocol: 'http' };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.options.port ?? 0, '127.0.0.1', () => resolve());
    });
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Adds a price the way the dashboard would (tests of "products exist already"). */
  seedPrice(params: Json): Json {
    return this.createPrice(params);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const params =
      method === 'GET'
        ? decodeStripeForm(url.search.slice(1))
        : decodeStripeForm(Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method, path: url.pathname, idempotencyKey, params });
    if (this.options.delayMs) await new Promise((resolve) => setTimeout(resolve, this.options.delayMs));

    const send = (status: number, body: Json) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeLikeId('req') });
      res.end(JSON.stringify(status >= 400 ? { error: body } : body));
    };

    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!this.secretKeys.has(key)) {
      send(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 0))}${key.slice(-4)}`,
      });
      return;
    }
    const failure = this.failures.findIndex((f) => f.method === method && url.pathname.startsWith(f.path));
    if (failure !== -1) {
      const status = this.failures.splice(failure, 1)[0]?.status ?? 500;
      send(status, { type: 'api_error', message: 'Injected failure' });
      return;
    }

    // Stripe's idempotency: the same key with the same parameters replays the first answer.
    const cacheKey = idempotencyKey && method === 'POST' ? `${key}:${idempotencyKey}` : null;
    const fingerprint = `${url.pathname}:${JSON.stringify(params)}`;
    if (cacheKey) {
      const seen = this.idempotent.get(cacheKey);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          send(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        } else send(seen.status, seen.body);
        return;
      }
    }
    let status = 200;
    let body: Json;
    try {
      body = this.route(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = error.body;
    }
    if (cacheKey && status < 500) this.idempotent.set(cacheKey, { fingerprint, status, body });
    send(status, body);
  }

  private route(method: string, path: string, p: Json): Json {
    const segments = path.split('/').filter(Boolean);
    if (segments[0] !== 'v1')
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path})`,
      });
    // checkout/sessions and billing_portal/sessions are two-segment resources.
    const nested = segments[1] === 'checkout' || segments[1] === 'billing_portal';
    const resource = nested ? `${segments[1]}/${segments[2] ?? ''}` : segments[1];
    const id = nested ? segments[3] : segments[2];
    const key = `${method} ${resource}${id ? '/:id' : ''}`;
    switch (key) {
      case 'POST customers':
        return this.createCustomer(p);
      case 'GET customers/:id':
        return this.get(this.customers, 'customer', id ?? '');
      case 'GET customers':
        return list(
          path,
          [...this.customers.values()].reverse().filter((c) => p.email === undefined || c.email === p.email),
          p.limit,
        );
      case 'POST checkout/sessions':
        return this.createSession(p);
      case 'GET checkout/sessions/:id':
        return this.get(this.sessions, 'checkout.session', id ?? '');
      case 'POST products':
        return this.createProduct(p);
      case 'GET products':
        return list(
          path,
          [...this.products.values()].filter((x) => p.active === undefined || String(x.active) === p.active),
          p.limit,
        );
      case 'GET products/:id':
        return this.get(this.products, 'product', id ?? '');
      case 'POST prices':
        return this.createPrice(p);
      case 'GET prices': {
        const keys = Array.isArray(p.lookup_keys) ? (p.lookup_keys as string[]) : null;
        if (keys && keys.length > 10) throw invalid('You can pass at most 10 lookup_keys.');
        const found = [...this.prices.values()].filter(
          (price) =>
            (!keys || keys.includes(String(price.lookup_key))) &&
            (p.active === undefined || String(price.active) === p.active),
        );
        return list(path, found, p.limit);
      }
      case 'GET webhook_endpoints':
        return list(path, [...this.webhookEndpoints.values()], p.limit);
      case 'POST webhook_endpoints': {
        const endpoint = {
          id: stripeLikeId('we'),
          object: 'webhook_endpoint',
          url: p.url,
          enabled_events: p.enabled_events ?? [],
          status: 'enabled',
          secret: stripeLikeId('whsec'),
        };
        this.webhookEndpoints.set(endpoint.id, endpoint);
        return endpoint;
      }
      case 'POST billing_portal/sessions':
        return this.createPortalSession(p);
      default:
        break;
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  private get(map: Map<string, Json>, kind: string, id: string): Json {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  }

  private createCustomer(p: Json): Json {
    const customer = {
      id: stripeLikeId('cus'),
      object: 'customer',
      email: p.email ?? null,
      name: p.name ?? null,
      metadata: p.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSession(p: Json): Json {
    const mode = p.mode;
    if (mode !== 'payment' && mode !== 'subscription' && mode !== 'setup')
      throw invalid('Invalid mode', { param: 'mode' });
    if (typeof p.success_url !== 'string' || !/^https?:\/\//.test(p.success_url))
      throw invalid('Not a valid URL', { param: 'success_url' });
    if (p.customer !== undefined) this.get(this.customers, 'customer', String(p.customer));
    const items = Array.isArray(p.line_items) ? (p.line_items as Json[]) : [];
    if (items.length === 0) throw invalid('You must provide at least one line item', { param: 'line_items' });
    let amount = 0;
    let currency = 'usd';
    for (const [index, item] of items.entries()) {
      const price = this.get(this.prices, 'price', String(item.price));
      const recurring = price.recurring !== null;
      if (mode === 'payment' && recurring)
        throw invalid(
          'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
          { param: `line_items[${index}][price]` },
        );
      if (mode === 'subscription' && !recurring)
        throw invalid(
          'You must provide at least one recurring price in `subscription` mode when using prices.',
          { param: 'line_items' },
        );
      amount += Number(price.unit_amount) * Number(item.quantity ?? 1);
      currency = String(price.currency);
    }
    const id = stripeLikeId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: p.customer ?? null,
      customer_email: p.customer_email ?? null,
      client_reference_id: p.client_reference_id ?? null,
      metadata: p.metadata ?? {},
      subscription_data: p.subscription_data ?? null,
      success_url: p.success_url,
      cancel_url: p.cancel_url ?? null,
      amount_total: amount,
      currency,
      line_items: items,
      url: `${this.baseUrl}/checkout/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.sessions.set(id, session);
    return session;
  }

  private createProduct(p: Json): Json {
    if (typeof p.name !== 'string' || p.name === '')
      throw invalid('Missing required param: name.', { param: 'name' });
    const id = typeof p.id === 'string' ? p.id : stripeLikeId('prod');
    if (this.products.has(id))
      throw invalid(`Product already exists.`, { code: 'resource_already_exists', param: 'id' });
    const product = {
      id,
      object: 'product',
      name: p.name,
      active: true,
      metadata: p.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    this.products.set(id, product);
    return product;
  }

  private createPrice(p: Json): Json {
    const product = this.get(this.products, 'product', String(p.product));
    const amount = Number(p.unit_amount);
    if (!Number.isInteger(amount) || amount < 0)
      throw invalid('Invalid integer: unit_amount', { param: 'unit_amount' });
    const lookupKey = typeof p.lookup_key === 'string' ? p.lookup_key : null;
    if (lookupKey) {
      const holder = [...this.prices.values()].find((price) => price.lookup_key === lookupKey);
      if (holder) {
        if (p.transfer_lookup_key !== 'true')
          throw invalid(`A price (\`${String(holder.id)}\`) already uses that lookup key.`, {
            param: 'lookup_key',
          });
        holder.lookup_key = null;
      }
    }
    const recurring = p.recurring as Json | undefined;
    const price = {
      id: stripeLikeId('price'),
      object: 'price',
      active: true,
      product: product.id,
      currency: p.currency ?? 'usd',
      unit_amount: amount,
      lookup_key: lookupKey,
      recurring: recurring ? { interval: recurring.interval, interval_count: 1 } : null,
      type: recurring ? 'recurring' : 'one_time',
      metadata: p.metadata ?? {},
    };
    this.prices.set(price.id, price);
    return price;
  }

  private createPortalSession(p: Json): Json {
    const customer = this.get(this.customers, 'customer', String(p.customer));
    const id = stripeLikeId('bps');
    const session = {
      id,
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: p.return_url ?? null,
      url: `${this.baseUrl}/portal/${id}`,
    };
    this.portalSessions.set(id, session);
    return session;
  }
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  return new FakeStripe(options).start();
}
