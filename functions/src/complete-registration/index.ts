import { onCall } from 'firebase-functions/https';
import { adminAuth, firestore } from '../admin.js';
import { REGION } from '../config.js';
import { handleCompleteRegistration } from './handler.js';
import { registrationPorts } from './ports.js';

export const completeRegistration = onCall({ region: REGION }, (request) =>
  handleCompleteRegistration(request.auth, request.data, registrationPorts(firestore(), adminAuth())),
);
