import { onCall } from 'firebase-functions/https';
import { firestore } from '../admin.js';
import { REGION } from '../config.js';
import { handleAdminPlatformReport } from './handler.js';
import { adminReportPorts } from './ports.js';

// A year of a busy platform is tens of thousands of small reads: give it room.
export const adminPlatformReport = onCall(
  { region: REGION, timeoutSeconds: 300, memory: '512MiB' },
  (request) => handleAdminPlatformReport(request.auth, request.data, adminReportPorts(firestore())),
);
