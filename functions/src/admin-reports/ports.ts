import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import {
  ADMIN_REPORTS,
  EXPENSES,
  PAYMENTS,
  PLAN_IDS,
  SETTLEMENTS,
  UPLOADS,
  UPLOAD_STATUSES,
  USERS,
  type PaymentFact,
  type PeriodFacts,
  type ProfileFact,
  type UploadFact,
} from '@haulbooks/domain';
import { adminConverter, createAdminStore } from '../data/admin-store.js';
import type { AdminReportPorts } from './handler.js';

/** users/{uid}/<name> queried as the collection group <name> (createdAt overrides in firestore.indexes.json). */
const groupOf = (path: string) => path.split('/').at(-1) ?? path;
/** How many profiles one getAll asks for. */
const GET_ALL_CHUNK = 300;
/** Test, staff and suspended profiles are a handful; this only keeps a runaway read bounded. */
const ACCOUNT_LIST_CAP = 10_000;

const ownerOf = (doc: DocumentSnapshot) => doc.ref.parent.parent?.id ?? '';

function profileOf(doc: DocumentSnapshot): ProfileFact | null {
  const data = doc.data() ?? {};
  if (!(PLAN_IDS as readonly unknown[]).includes(data.plan)) return null;
  return {
    uid: doc.id,
    plan: data.plan as ProfileFact['plan'],
    accountType: data.accountType === 'test' ? 'test' : 'real',
    staff: data.role === 'admin',
    suspended: data.suspended === true,
  };
}

function uploadOf(doc: DocumentSnapshot): UploadFact | null {
  const data = doc.data() ?? {};
  if (!(UPLOAD_STATUSES as readonly unknown[]).includes(data.status)) return null;
  return {
    uid: ownerOf(doc),
    status: data.status as UploadFact['status'],
    ...(typeof data.errorMessage === 'string' ? { errorMessage: data.errorMessage } : {}),
  };
}

export function adminReportPorts(db: Firestore): AdminReportPorts {
  const inWindow = (query: Query, start: Date, end: Date, cap: number) =>
    query
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .limit(cap + 1)
      .get();
  const users = db.collection(USERS.path);

  return {
    async periodFacts({ start, endExclusive: end }, cap): Promise<PeriodFacts> {
      const [payments, uploads, settlements, expenses, signUps] = await Promise.all([
        inWindow(db.collection(PAYMENTS.path).withConverter(adminConverter(PAYMENTS)), start, end, cap),
        inWindow(db.collectionGroup(groupOf(UPLOADS.path)).select('status', 'errorMessage'), start, end, cap),
        inWindow(db.collectionGroup(groupOf(SETTLEMENTS.path)).select(), start, end, cap),
        inWindow(db.collectionGroup(groupOf(EXPENSES.path)).select(), start, end, cap),
        inWindow(users.select('plan', 'accountType', 'role', 'suspended'), start, end, cap),
      ]);
      const truncated = [payments, uploads, settlements, expenses, signUps].some((s) => s.size > cap);
      const first = <T>(items: T[]) => items.slice(0, cap);
      return {
        payments: first(payments.docs).map((doc): PaymentFact => {
          const p = doc.data();
          return {
            userId: p.userId,
            amountCents: p.amountCents,
            status: p.status,
            description: p.description,
            createdAt: p.createdAt,
          };
        }),
        uploads: first(uploads.docs)
          .map(uploadOf)
          .filter((u): u is UploadFact => u !== null),
        ledgerOwners: [...first(settlements.docs), ...first(expenses.docs)].map(ownerOf),
        signUps: first(signUps.docs)
          .map(profileOf)
          .filter((p): p is ProfileFact => p !== null),
        truncated,
      };
    },
    async excludedAccountIds() {
      const [tests, staff] = await Promise.all([
        users.where('accountType', '==', 'test').select().limit(ACCOUNT_LIST_CAP).get(),
        users.where('role', '==', 'admin').select().limit(ACCOUNT_LIST_CAP).get(),
      ]);
      return new Set([...tests.docs, ...staff.docs].map((doc) => doc.id));
    },
    async profiles(uids) {
      const found = new Map<string, ProfileFact>();
      for (let i = 0; i < uids.length; i += GET_ALL_CHUNK) {
        const refs = uids.slice(i, i + GET_ALL_CHUNK).map((uid) => users.doc(uid));
        if (refs.length === 0) continue;
        const docs = await db.getAll(...refs, { fieldMask: ['plan', 'accountType', 'role', 'suspended'] });
        for (const doc of docs) {
          const profile = doc.exists ? profileOf(doc) : null;
          if (profile) found.set(profile.uid, profile);
        }
      }
      return found;
    },
    async suspendedProfiles() {
      const snapshot = await users
        .where('suspended', '==', true)
        .select('plan', 'accountType', 'role', 'suspended')
        .limit(ACCOUNT_LIST_CAP)
        .get();
      return snapshot.docs.map(profileOf).filter((p): p is ProfileFact => p !== null);
    },
    keep: (report) => createAdminStore(db).collection(ADMIN_REPORTS, '').add(report),
    now: () => new Date(),
  };
}
