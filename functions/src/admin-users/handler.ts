import { HttpsError } from 'firebase-functions/https';
import type { AnyObject, ObjectSchema } from 'yup';
import {
  ADMIN_USER_MESSAGES,
  CALLABLES,
  USER_ADMIN_MESSAGES,
  buildNewUserProfile,
  validateInOrder,
  type CallableResult,
  type NewUserProfile,
} from '@haulbooks/domain';

export interface CallerAuth {
  uid: string;
  token: Readonly<Record<string, unknown>>;
}

/** The I/O of user management: Firebase Auth and the account's documents. */
export interface AdminUsersPorts {
  /** Creates the Auth user; throws EmailTakenError when the address is in use. */
  createAuthUser(input: { email: string; password: string; displayName: string }): Promise<string>;
  deleteAuthUser(uid: string): Promise<void>;
  /** The user's custom claims, or null when there is no such Auth user. */
  getClaims(uid: string): Promise<Record<string, unknown> | null>;
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  revokeSessions(uid: string): Promise<void>;
  createProfile(
    uid: string,
    profile: NewUserProfile & { companyName?: string; phone?: string; address?: string },
    taxId: string | null,
  ): Promise<void>;
  /** Sets the profile's `suspended` flag; false when there is no profile. */
  markSuspended(uid: string, suspended: boolean): Promise<boolean>;
  /** Deletes users/{uid} and everything under it. */
  deleteUserData(uid: string): Promise<void>;
  now(): Date;
}

export class EmailTakenError extends Error {}

function requireAdmin(auth: CallerAuth | undefined): CallerAuth {
  if (!auth) throw new HttpsError('unauthenticated', USER_ADMIN_MESSAGES.signedOut);
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', USER_ADMIN_MESSAGES.notAdmin);
  return auth;
}

/** A plain object of the schema's own keys, validated in the schema's order, or a specific refusal. */
function validInput<S extends ObjectSchema<AnyObject>>(
  schema: S,
  data: unknown,
  textKeys: readonly string[],
) {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HttpsError('invalid-argument', 'Send the request as an object');
  const record = data as Record<string, unknown>;
  for (const key of textKeys) {
    const value = record[key];
    if (value !== undefined && value !== null && typeof value !== 'string')
      throw new HttpsError('invalid-argument', `${key} must be text`);
  }
  const own = Object.fromEntries(Object.entries(record).filter(([key]) => Object.hasOwn(schema.fields, key)));
  const result = validateInOrder(schema, own);
  if (!result.ok) throw new HttpsError('invalid-argument', result.firstError);
  return result.value;
}

/** adminCreateUser: the Auth user, its role claim and its profile (and private tax id). */
export async function handleAdminCreateUser(
  auth: CallerAuth | undefined,
  data: unknown,
  ports: AdminUsersPorts,
): Promise<CallableResult<'adminCreateUser'>> {
  requireAdmin(auth);
  const input = validInput(CALLABLES.adminCreateUser.input, data, [
    'email',
    'password',
    'fullName',
    'role',
    'accountType',
    'phone',
    'address',
    'companyName',
    'taxId',
  ]);
  let uid: string;
  try {
    uid = await ports.createAuthUser({
      email: input.email,
      password: input.password,
      displayName: input.fullName,
    });
  } catch (error) {
    if (error instanceof EmailTakenError)
      throw new HttpsError('already-exists', USER_ADMIN_MESSAGES.emailTaken);
    throw new HttpsError('internal', ADMIN_USER_MESSAGES.createFailed);
  }
  try {
    const profile = {
      ...buildNewUserProfile({ name: input.fullName, email: input.email, role: input.role }, ports.now()),
      accountType: input.accountType,
      ...(input.companyName ? { companyName: input.companyName } : {}),
      ...(input.phone ? { phone: input.phone } : {}),
      ...(input.address ? { address: input.address } : {}),
    };
    await ports.setClaims(uid, { role: input.role });
    await ports.createProfile(uid, profile, input.taxId || null);
  } catch (error) {
    // Half an account is worse than none: take the Auth user back out, then say it failed.
    await ports.deleteAuthUser(uid).catch(() => undefined);
    if (error instanceof HttpsError) throw error;
    throw new HttpsError(
      'invalid-argument',
      error instanceof Error ? error.message : ADMIN_USER_MESSAGES.createFailed,
    );
  }
  return { uid };
}

async function assertManageable(caller: CallerAuth, uid: string, ports: AdminUsersPorts) {
  if (uid === caller.uid) throw new HttpsError('failed-precondition', USER_ADMIN_MESSAGES.notYourself);
  const claims = await ports.getClaims(uid);
  if (claims === null) throw new HttpsError('not-found', USER_ADMIN_MESSAGES.notFound);
  if (claims.admin === true) throw new HttpsError('failed-precondition', USER_ADMIN_MESSAGES.notAnAdmin);
}

/** adminSetUserSuspended: sign-in off (and every session ended) or back on, and the profile says so. */
export async function handleAdminSetUserSuspended(
  auth: CallerAuth | undefined,
  data: unknown,
  ports: AdminUsersPorts,
): Promise<CallableResult<'adminSetUserSuspended'>> {
  const caller = requireAdmin(auth);
  const { uid, suspended } = validInput(CALLABLES.adminSetUserSuspended.input, data, ['uid']);
  if (typeof (data as Record<string, unknown>).suspended !== 'boolean')
    throw new HttpsError('invalid-argument', USER_ADMIN_MESSAGES.chooseUser);
  await assertManageable(caller, uid, ports);
  await ports.setDisabled(uid, suspended);
  if (suspended) await ports.revokeSessions(uid);
  await ports.markSuspended(uid, suspended);
  return { uid, suspended };
}

/** adminDeleteUsers: each account's data, then its Auth user; one failure does not stop the rest. */
export async function handleAdminDeleteUsers(
  auth: CallerAuth | undefined,
  data: unknown,
  ports: AdminUsersPorts,
): Promise<CallableResult<'adminDeleteUsers'>> {
  const caller = requireAdmin(auth);
  const raw = (data ?? {}) as Record<string, unknown>;
  if (raw.uids !== undefined && (!Array.isArray(raw.uids) || raw.uids.some((u) => typeof u !== 'string')))
    throw new HttpsError('invalid-argument', USER_ADMIN_MESSAGES.badUid);
  const { uids } = validInput(CALLABLES.adminDeleteUsers.input, data, []);
  const deleted: string[] = [];
  const failed: { uid: string; reason: string }[] = [];
  for (const uid of new Set(uids as string[])) {
    try {
      await assertManageable(caller, uid, ports);
      await ports.deleteUserData(uid);
      await ports.deleteAuthUser(uid);
      deleted.push(uid);
    } catch (error) {
      failed.push({
        uid,
        reason: error instanceof HttpsError ? error.message : ADMIN_USER_MESSAGES.deleteFailed,
      });
    }
  }
  return { deleted, failed };
}
