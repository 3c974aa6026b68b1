import { HttpsError } from 'firebase-functions/https';
import {
  CALLABLES,
  buildNewUserProfile,
  validateInOrder,
  type CallableResult,
  type NewUserProfile,
  type Role,
} from '@haulbooks/domain';

export const REGISTRATION_MESSAGES = {
  signedOut: 'You must be signed in to complete registration.',
  noEmail: 'This account has no e-mail address; register with an e-mail address and password.',
  alreadyRegistered: 'Registration is already complete for this account.',
  notText: (field: string) => `${field} must be a string`,
} as const;

/** yup would turn 42 into "42"; a name or role that is not a string is refused instead. */
function nonStringField(data: unknown): 'name' | 'role' | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  return (['name', 'role'] as const).find(
    (field) => record[field] != null && typeof record[field] !== 'string',
  );
}

export type CreateProfileResult = { created: true } | { created: false; existingRole: Role | undefined };

/** The I/O of the callable: the users/{uid} document and the Auth custom claims. */
export interface RegistrationPorts {
  /** Writes the profile unless users/{uid} exists already (atomically), with server-time createdAt/updatedAt. */
  createProfile(uid: string, profile: NewUserProfile): Promise<CreateProfileResult>;
  getCustomClaims(uid: string): Promise<Record<string, unknown>>;
  setCustomClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  now(): Date;
}

export interface CallerAuth {
  uid: string;
  token: { email?: string | undefined };
}

/**
 * completeRegistration({ name, role }): the second half of sign-up. Writes the profile and sets
 * the `role` claim. Only REGISTRABLE_ROLES pass validation, so a client cannot make itself an
 * accountant or admin. A retry with the same role succeeds again (the web app retries after a
 * network failure); a different role later is refused, since role decides the plan.
 */
export async function handleCompleteRegistration(
  auth: CallerAuth | undefined,
  data: unknown,
  ports: RegistrationPorts,
): Promise<CallableResult<'completeRegistration'>> {
  if (!auth) throw new HttpsError('unauthenticated', REGISTRATION_MESSAGES.signedOut);

  const badType = nonStringField(data);
  if (badType) throw new HttpsError('invalid-argument', REGISTRATION_MESSAGES.notText(badType));
  const validation = validateInOrder(CALLABLES.completeRegistration.input, data ?? {});
  if (!validation.ok) throw new HttpsError('invalid-argument', validation.firstError);
  // The schema admits only the registrable roles, and its type says so.
  const { name, role } = validation.value;

  const email = auth.token.email;
  if (!email) throw new HttpsError('failed-precondition', REGISTRATION_MESSAGES.noEmail);

  const claims = await ports.getCustomClaims(auth.uid);
  if (claims.admin === true || (claims.role !== undefined && claims.role !== role)) {
    throw new HttpsError('already-exists', REGISTRATION_MESSAGES.alreadyRegistered);
  }

  const result = await ports.createProfile(auth.uid, buildNewUserProfile({ name, email, role }, ports.now()));
  if (!result.created && result.existingRole !== role) {
    throw new HttpsError('already-exists', REGISTRATION_MESSAGES.alreadyRegistered);
  }

  // Keep claims set elsewhere (e.g. admin:grant); the profile is written first so a failure
  // here is repaired by the same call being retried.
  await ports.setCustomClaims(auth.uid, { ...claims, role });
  return { role };
}
