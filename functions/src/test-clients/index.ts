import { randomBytes, randomUUID } from 'node:crypto';
import { onCall } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { adminAuth, firestore } from '../admin.js';
import { REGION } from '../config.js';
import { createAdminStore } from '../data/admin-store.js';
import { adminUsersPorts } from '../admin-users/ports.js';
import {
  handleCreateTestClient,
  handleGenerateTestClientData,
  handleSetTestClientStatus,
  runAutoGeneration,
  type TestClientPorts,
} from './handler.js';

function ports(): TestClientPorts {
  return {
    users: adminUsersPorts(firestore(), adminAuth()),
    store: createAdminStore(firestore()),
    now: () => new Date(),
    randomPassword: () => randomBytes(24).toString('base64url'),
    seed: () => randomUUID(),
  };
}

// A month of a busy template is a few hundred documents: give creation room.
export const createTestClient = onCall({ region: REGION, timeoutSeconds: 300 }, (request) =>
  handleCreateTestClient(request.auth, request.data, ports()),
);
export const generateTestClientData = onCall({ region: REGION }, (request) =>
  handleGenerateTestClientData(request.auth, request.data, ports()),
);
export const setTestClientStatus = onCall({ region: REGION }, (request) =>
  handleSetTestClientStatus(request.auth, request.data, ports()),
);
/** Auto-generate: daily, weekly or monthly test data for the clients that asked for it. */
export const testClientsAutoGenerate = onSchedule(
  { schedule: 'every day 06:00', timeZone: 'America/Chicago', region: REGION, timeoutSeconds: 540 },
  async () => {
    await runAutoGeneration(createAdminStore(firestore()), new Date(), () => randomUUID());
  },
);
