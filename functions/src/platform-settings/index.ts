import { onCall } from 'firebase-functions/https';
import { firestore } from '../admin.js';
import { REGION } from '../config.js';
import { createAdminStore } from '../data/admin-store.js';
import {
  handleGetEmailSettings,
  handleSaveAdminNotificationSettings,
  handleSaveEmailSettings,
  handleSendTestEmail,
} from './handler.js';
import { smtpMailer } from './mailer.js';

export const getEmailSettings = onCall({ region: REGION }, (request) =>
  handleGetEmailSettings(request.auth, createAdminStore(firestore())),
);
export const saveEmailSettings = onCall({ region: REGION }, (request) =>
  handleSaveEmailSettings(request.auth, request.data, createAdminStore(firestore())),
);
export const sendTestEmail = onCall({ region: REGION, timeoutSeconds: 60 }, (request) =>
  handleSendTestEmail(request.auth, request.data, createAdminStore(firestore()), smtpMailer),
);
export const saveAdminNotificationSettings = onCall({ region: REGION }, (request) =>
  handleSaveAdminNotificationSettings(request.auth, request.data, createAdminStore(firestore())),
);
