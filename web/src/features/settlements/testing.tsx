/**
 * Component-test helpers of the settlements screens (tests only): the feature's routes as the app
 * wires them, over an in-memory database seeded with a profile.
 */
import { Route, Routes } from 'react-router-dom';
import {
  SETTLEMENTS,
  USERS,
  ownBooks,
  type ProfileTimeZone,
  type SettlementDoc,
  type Subject,
} from '@haulbooks/domain';
import { MemoryDatabase, createSettlement, createUserProfile, type Caller } from '@haulbooks/domain/testing';
import { renderWithData } from '../../lib/data/testing';
import { PathProbe } from '../../lib/test-utils';
import { DocumentUrlContext, type DocumentUrlResolver } from './api/document-url';
import { SettlementDetailPage } from './routes/settlement-detail-page';
import { SettlementEditPage } from './routes/settlement-edit-page';
import { SettlementNewPage } from './routes/settlement-new-page';
import { SettlementsPage } from './routes/settlements-page';

/** 9 a.m. in Chicago on Monday, November 23, 2026: "this month" is November. */
export const NOW = new Date('2026-11-23T15:00:00Z');
export const UID = 'dana';

export function SettlementRoutes({ now = NOW }: { now?: Date }) {
  return (
    <Routes>
      <Route path="/settlements" element={<SettlementsPage now={now} />} />
      <Route path="/settlements/upload" element={<PathProbe name="upload" />} />
      <Route path="/settlements/new" element={<SettlementNewPage />} />
      <Route path="/settlements/:id" element={<SettlementDetailPage />} />
      <Route path="/settlements/:id/edit" element={<SettlementEditPage />} />
    </Routes>
  );
}

/** Stands in for Cloud Storage's download URLs: the document's path under a fake origin. */
export const fakeDocumentUrl: DocumentUrlResolver = async (storagePath) =>
  `https://storage.test/${storagePath}`;

/** A database with Dana's profile and the given settlements (id → overrides of createSettlement). */
export function seededDb(
  settlements: Record<string, Partial<SettlementDoc>> = {},
  timeZone?: ProfileTimeZone,
) {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(USERS, UID, UID, createUserProfile(timeZone ? { timeZone } : {}));
  for (const [id, overrides] of Object.entries(settlements)) {
    db.seed(SETTLEMENTS, UID, id, createSettlement(overrides));
  }
  return db;
}

export function renderSettlements(
  db: MemoryDatabase,
  path = '/settlements',
  options: {
    subject?: Subject;
    now?: Date;
    caller?: Caller | null;
    documentUrl?: DocumentUrlResolver;
  } = {},
) {
  return renderWithData(
    <DocumentUrlContext.Provider value={options.documentUrl ?? fakeDocumentUrl}>
      <SettlementRoutes now={options.now} />
    </DocumentUrlContext.Provider>,
    {
      db,
      path,
      subject: options.subject ?? ownBooks(UID),
      ...(options.caller === undefined ? {} : { caller: options.caller }),
    },
  );
}
