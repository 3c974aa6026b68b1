import { onCall } from 'firebase-functions/https';
import { adminAuth } from '../admin.js';
import { REGION } from '../config.js';
import { handleRevokeSessions } from './handler.js';
import { revokeSessionsPorts } from './ports.js';

export const revokeSessions = onCall({ region: REGION }, (request) =>
  handleRevokeSessions(request.auth, revokeSessionsPorts(adminAuth())),
);
