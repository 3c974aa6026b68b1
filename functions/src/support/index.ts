import { onCall } from 'firebase-functions/https';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { SUPPORT_MESSAGES, decodeDocument } from '@haulbooks/domain';
import { firestore } from '../admin.js';
import { REGION } from '../config.js';
import { adminCodec, createAdminStore } from '../data/admin-store.js';
import { handleReplyToSupport, handleSupportMessage } from './handler.js';

export const supportThreadOnMessage = onDocumentCreated(
  { document: 'users/{uid}/supportMessages/{id}', region: REGION },
  (event) =>
    handleSupportMessage(
      createAdminStore(firestore()),
      event.params.uid,
      event.data?.exists
        ? decodeDocument(SUPPORT_MESSAGES.fields, event.data.data(), event.data.ref.path, adminCodec)
        : null,
    ),
);

export const replyToSupport = onCall({ region: REGION }, (request) =>
  handleReplyToSupport(request.auth, request.data, createAdminStore(firestore()), new Date()),
);
