import { logger } from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/https';
import { firestore } from '../admin.js';
import { REGION, errorLogConfig } from '../config.js';
import { handleLogError } from './handler.js';
import { firestoreErrorLogStore } from './store.js';

/** Hosting rewrites POST /api/log-error here (firebase.json). */
export const logError = onRequest({ region: REGION, maxInstances: 10 }, async (req, res) => {
  try {
    const response = await handleLogError(
      {
        method: req.method,
        headers: req.headers,
        rawBody: req.rawBody,
        socketAddress: req.socket.remoteAddress,
      },
      firestoreErrorLogStore(firestore()),
      errorLogConfig,
    );
    if (response.status === 201) logger.info('Stored a client error report', response.body);
    res
      .status(response.status)
      .set(response.headers ?? {})
      .json(response.body);
  } catch (error) {
    // Only our own I/O can fail here (input problems are answered above).
    logger.error('Could not store a client error report', error);
    res.status(500).json({ error: 'The error report could not be stored' });
  }
});
