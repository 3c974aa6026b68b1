// The documents the rules tests write, as the web SDK sends them. The valid ones come from the
// app's own encoder (encodeDocument / encodePatch with a web-SDK codec), so the rules are tested
// against exactly what the app writes; broken ones apply a domain mutation (see
// domain/src/data/samples.ts, whose labels samples.test.ts checks against the stored schema).
// Seeded documents are stored ones, keys only functions write included (a settlement's line items);
// what the owner creates leaves those keys out.
import {
  collectionPath,
  encodeDocument,
  encodePatch,
  serverTimeKeys,
  withoutServerOnlyKeys,
  type CollectionSpec,
} from '@haulbooks/domain';
import { Timestamp, serverTimestamp } from 'firebase/firestore';
import { webCodec } from '../../web/src/lib/data/firestore-store';
import { editableKeys, rulesMatchPath } from '../../domain/src/data/rules.js';
import { applyMutation, sampleOf, type FieldMutation } from '../../domain/src/data/samples.js';

// The app's own codec: the rules are tested with exactly what the web adapter sends.
export { webCodec };

/** createdAt / updatedAt of seeded documents: long before any request the tests make. */
export const SEEDED_AT = Timestamp.fromMillis(Date.UTC(2024, 2, 15, 12));

/** Domain values as the web SDK stores them: Dates become Timestamps, the rest is kept. */
export function toWeb(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toWeb);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toWeb(item)]));
  }
  return value;
}

/** The domain sample of a collection, owned by `uid` (top-level collections name it in a field). */
export function sampleFor(spec: CollectionSpec, uid: string): Record<string, unknown> {
  const value = sampleOf(spec);
  if (spec.ownerField !== undefined) value[spec.ownerField] = uid;
  return value;
}

/** Whether documents of the collection are keyed by their owner's uid (users/{uid}). */
export function keyedByOwner(spec: CollectionSpec): boolean {
  return rulesMatchPath(spec).endsWith('/{uid}');
}

/** Whether a collection holds one document per owner at a path fixed by the owner (profile, fixed id). */
export function singleDocument(spec: CollectionSpec): boolean {
  return keyedByOwner(spec) || spec.fixedId !== undefined;
}

/** The path of a document of `uid`: its profile, its fixed-id document, or the document `id`. */
export function docPath(spec: CollectionSpec, uid: string, id: string): string {
  if (keyedByOwner(spec)) return `${spec.path}/${uid}`;
  return `${collectionPath(spec, uid)}/${spec.fixedId ?? id}`;
}

function withServerTimes(
  spec: CollectionSpec,
  data: Record<string, unknown>,
  create: unknown,
  write: unknown,
) {
  const out = { ...data };
  for (const key of serverTimeKeys(spec.fields, 'create')) out[key] = create;
  for (const key of serverTimeKeys(spec.fields, 'write')) out[key] = write;
  return out;
}

/** The sample as the owner creates it: without the keys only functions write. */
export function clientSampleFor(spec: CollectionSpec, uid: string): Record<string, unknown> {
  return withoutServerOnlyKeys(spec, sampleFor(spec, uid));
}

/**
 * A valid new document exactly as the app's encoder writes it (server-time keys:
 * serverTimestamp()); `value` defaults to what the owner creates.
 */
export function createData(
  spec: CollectionSpec,
  uid: string,
  value: Record<string, unknown> = clientSampleFor(spec, uid),
): Record<string, unknown> {
  return encodeDocument(spec.fields, value as never, docPath(spec, uid, 'new'), webCodec);
}

/**
 * A new document as the owner creates it with one field broken (or varied), server-time keys as
 * a create needs them. Mutations of keys only functions write do not apply (no client writes them).
 */
export function mutatedCreateData(
  spec: CollectionSpec,
  uid: string,
  mutation: FieldMutation,
): Record<string, unknown> {
  const data = toWeb(applyMutation(clientSampleFor(spec, uid), mutation)) as Record<string, unknown>;
  return withServerTimes(spec, data, serverTimestamp(), serverTimestamp());
}

/**
 * A stored document as the seed (functions) writes it with the rules off (server-time keys:
 * SEEDED_AT), keys only functions write included; `value` defaults to the sample.
 */
export function seedData(
  spec: CollectionSpec,
  uid: string,
  value: Record<string, unknown> = sampleFor(spec, uid),
): Record<string, unknown> {
  return withServerTimes(spec, toWeb(value) as Record<string, unknown>, SEEDED_AT, SEEDED_AT);
}

/**
 * A whole replacement of a seeded document, optionally with one field broken: create-time keys
 * keep their stored value, write-time keys take the server's time, and keys only functions write
 * hold their stored value (unchanged, so the update leaves them alone) unless the mutation is theirs.
 */
export function updateData(
  spec: CollectionSpec,
  uid: string,
  mutation?: FieldMutation,
): Record<string, unknown> {
  const value = sampleFor(spec, uid);
  const data = toWeb(mutation ? applyMutation(value, mutation) : value) as Record<string, unknown>;
  return withServerTimes(spec, data, SEEDED_AT, serverTimestamp());
}

/** A valid partial update as the app's encoder writes it: one field, plus the write-time keys. */
export function patchData(spec: CollectionSpec, uid: string, key: string): Record<string, unknown> {
  const value = sampleFor(spec, uid);
  return encodePatch(spec.fields, { [key]: value[key] } as never, docPath(spec, uid, 'patched'), webCodec);
}

/** The keys an owner may change in an update (the rules' editable<Key>() without write-time keys). */
export function ownerEditable(spec: CollectionSpec): string[] {
  const writeTimes = serverTimeKeys(spec.fields, 'write');
  return editableKeys(spec).filter((key) => !writeTimes.includes(key));
}
