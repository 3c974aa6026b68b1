import { onCall } from 'firebase-functions/https';
import { adminAuth, firestore } from '../admin.js';
import { REGION } from '../config.js';
import { handleAdminCreateUser, handleAdminDeleteUsers, handleAdminSetUserSuspended } from './handler.js';
import { adminUsersPorts } from './ports.js';

export const adminCreateUser = onCall({ region: REGION }, (request) =>
  handleAdminCreateUser(request.auth, request.data, adminUsersPorts(firestore(), adminAuth())),
);
export const adminSetUserSuspended = onCall({ region: REGION }, (request) =>
  handleAdminSetUserSuspended(request.auth, request.data, adminUsersPorts(firestore(), adminAuth())),
);
export const adminDeleteUsers = onCall({ region: REGION, timeoutSeconds: 300 }, (request) =>
  handleAdminDeleteUsers(request.auth, request.data, adminUsersPorts(firestore(), adminAuth())),
);
