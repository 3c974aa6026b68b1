import { logger } from 'firebase-functions/logger';
import { onRequest, type Request } from 'firebase-functions/https';
import { adminAuth, firestore } from '../admin.js';
import { REGION } from '../config.js';
import { handleEntities, handleProfitLoss, type ApiRequest, type ApiResponse } from './handler.js';
import { reportApiPorts } from './ports.js';

/** What `send` uses of express's response. */
interface JsonResponse {
  status(code: number): JsonResponse;
  set(headers: Record<string, string>): JsonResponse;
  json(body: unknown): unknown;
}

function apiRequest(req: Request): ApiRequest {
  return { method: req.method, authorization: req.headers.authorization, query: req.query };
}

async function send<T>(res: JsonResponse, what: string, work: () => Promise<ApiResponse<T>>) {
  try {
    const response = await work();
    res.status(response.status).set(response.headers).json(response.body);
  } catch (error) {
    // Input and callers are answered by the handler; only our own I/O gets here.
    logger.error(`Could not answer ${what}`, error);
    res
      .status(500)
      .set({ 'Cache-Control': 'private, no-store' })
      .json({ error: `${what} failed; try again` });
  }
}

/** Hosting rewrites GET /api/profit-loss here (firebase.json). */
export const profitLoss = onRequest({ region: REGION, maxInstances: 10 }, (req, res) =>
  send(res, 'Profit and loss', () =>
    handleProfitLoss(apiRequest(req), reportApiPorts(adminAuth(), firestore())),
  ),
);

/** Hosting rewrites GET /api/entities here (firebase.json). */
export const entities = onRequest({ region: REGION, maxInstances: 10 }, (req, res) =>
  send(res, 'The entity list', () =>
    handleEntities(apiRequest(req), reportApiPorts(adminAuth(), firestore())),
  ),
);
