import {
  DOCUMENT_ID_PATTERN,
  DataError,
  PROFIT_LOSS_MESSAGES,
  adminViewOf,
  aggregatesRepository,
  isEntityType,
  isProfitLossPeriod,
  ownBooks,
  type DataStore,
  type EntityOption,
  type EntityType,
  type ProfitLossStatement,
  type Subject,
} from '@haulbooks/domain';

/** What the two endpoints read of an HTTP request. */
export interface ApiRequest {
  method: string;
  /** The Authorization header: `Bearer <Firebase ID token>`. */
  authorization: string | undefined;
  /** The parsed query string (express: string, string[] or nested objects per key). */
  query: Record<string, unknown>;
}

export interface ApiResponse<T> {
  status: number;
  headers: Record<string, string>;
  body: T | { error: string };
}

/** Who the verified ID token names; `admin` is the custom claim. */
export interface Caller {
  uid: string;
  admin: boolean;
}

/** The I/O of GET /api/profit-loss and GET /api/entities. */
export interface ReportApiPorts {
  /** The caller of a Firebase ID token, or null when the token is invalid, expired or revoked. */
  verifyIdToken(token: string): Promise<Caller | null>;
  /** Firestore with the Admin SDK: the handler, not the rules, decides whose books are read. */
  store: DataStore;
  now(): Date;
}

// Figures of one account: no shared cache may keep them.
const HEADERS = { 'Cache-Control': 'private, no-store' };
const ID = new RegExp(`^(?:${DOCUMENT_ID_PATTERN})$`);

function answer<T>(status: number, body: T | { error: string }, extra: Record<string, string> = {}) {
  return { status, headers: { ...HEADERS, ...extra }, body };
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** One query parameter as a string; undefined when absent, refused when repeated or nested. */
function param(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Refusal(400, `${name} must be given once, as text`);
  return value;
}

/**
 * Checks method and caller and chooses the subject: the caller's own books, or with `clientUid`
 * a client's, for administrators only (accountants granted access will be the next case).
 */
async function subjectOf(request: ApiRequest, ports: ReportApiPorts): Promise<Subject> {
  if (request.method !== 'GET') {
    throw new Refusal(405, `Method ${request.method} is not allowed; use GET`, { Allow: 'GET' });
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? '');
  const caller = match?.[1] ? await ports.verifyIdToken(match[1]) : null;
  if (!caller) {
    throw new Refusal(401, PROFIT_LOSS_MESSAGES.signedOut, { 'WWW-Authenticate': 'Bearer' });
  }
  const clientUid = param(request.query, 'clientUid');
  if (clientUid === undefined || clientUid === caller.uid) return ownBooks(caller.uid);
  if (!ID.test(clientUid)) throw new Refusal(400, PROFIT_LOSS_MESSAGES.badClientUid);
  if (!caller.admin) throw new Refusal(403, PROFIT_LOSS_MESSAGES.notStaff);
  return adminViewOf(clientUid);
}

function entityOf(query: Record<string, unknown>): { type: EntityType; id: string } | null {
  const type = param(query, 'entityType');
  const id = param(query, 'entityId');
  if (type === undefined && id === undefined) return null;
  if (type === undefined) throw new Refusal(400, PROFIT_LOSS_MESSAGES.entityTypeWithoutId);
  if (!isEntityType(type)) throw new Refusal(400, PROFIT_LOSS_MESSAGES.badEntityType(type));
  if (id === undefined) throw new Refusal(400, PROFIT_LOSS_MESSAGES.entityIdWithoutType);
  if (!ID.test(id)) throw new Refusal(400, PROFIT_LOSS_MESSAGES.badEntityId);
  return { type, id };
}

async function respond<T>(work: () => Promise<T>): Promise<ApiResponse<T>> {
  try {
    return answer(200, await work());
  } catch (error) {
    if (error instanceof Refusal) return answer<T>(error.status, { error: error.message }, error.headers);
    // An entity id the subject does not have is bad input, not a missing resource of the API.
    if (error instanceof DataError && error.code === 'not-found') {
      return answer<T>(400, { error: error.message });
    }
    throw error;
  }
}

/**
 * GET /api/profit-loss?period=daily|weekly|monthly|yearly[&entityType=…&entityId=…][&clientUid=…]:
 * the current period's Profit and loss result in the subject's time zone, read from the daily and
 * monthly aggregates only (never the ledger). Amounts are whole cents; clients format them.
 */
export function handleProfitLoss(
  request: ApiRequest,
  ports: ReportApiPorts,
): Promise<ApiResponse<ProfitLossStatement>> {
  return respond(async () => {
    const subject = await subjectOf(request, ports);
    const period = param(request.query, 'period') ?? '';
    if (!isProfitLossPeriod(period)) throw new Refusal(400, PROFIT_LOSS_MESSAGES.badPeriod(period));
    const entity = entityOf(request.query);
    return aggregatesRepository(ports.store, subject).profitLoss({ period, entity, now: ports.now() });
  });
}

/** GET /api/entities?type=truck|company|owner_operator[&clientUid=…]: the subject's id and name list. */
export function handleEntities(
  request: ApiRequest,
  ports: ReportApiPorts,
): Promise<ApiResponse<EntityOption[]>> {
  return respond(async () => {
    const subject = await subjectOf(request, ports);
    const type = param(request.query, 'type') ?? '';
    if (!isEntityType(type)) {
      throw new Refusal(400, PROFIT_LOSS_MESSAGES.badEntityType(type).replace('entityType', 'type'));
    }
    return aggregatesRepository(ports.store, subject).listEntities(type);
  });
}
