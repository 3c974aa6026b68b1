/**
 * The errors every repository surfaces, whichever store is behind it. The Firestore adapters map
 * the SDK's error codes onto these, the in-memory store throws them itself, and the contract suite
 * checks that both raise the same code for the same request.
 */
export const DATA_ERROR_CODES = [
  'permission-denied',
  'not-found',
  'already-exists',
  'invalid-argument',
  'malformed-document',
  'read-only',
  'unavailable',
  'unknown',
] as const;
export type DataErrorCode = (typeof DATA_ERROR_CODES)[number];

export class DataError extends Error {
  readonly code: DataErrorCode;

  constructor(code: DataErrorCode, message: string) {
    super(message);
    this.name = 'DataError';
    this.code = code;
  }
}

/** A stored document that does not match its collection's schema. Never repaired, always reported. */
export class MalformedDocumentError extends DataError {
  readonly documentPath: string;
  readonly fieldPath: string;

  constructor(documentPath: string, fieldPath: string, problem: string) {
    super(
      'malformed-document',
      `Malformed document ${documentPath}: ${fieldPath ? `field "${fieldPath}" ` : ''}${problem}`,
    );
    this.name = 'MalformedDocumentError';
    this.documentPath = documentPath;
    this.fieldPath = fieldPath;
  }
}

/** A write refused before it left the client because the data breaks the stored schema. */
export class InvalidWriteError extends DataError {
  readonly documentPath: string;
  readonly fieldPath: string;

  constructor(documentPath: string, fieldPath: string, problem: string) {
    super(
      'invalid-argument',
      `Refused write to ${documentPath}: ${fieldPath ? `field "${fieldPath}" ` : ''}${problem}`,
    );
    this.name = 'InvalidWriteError';
    this.documentPath = documentPath;
    this.fieldPath = fieldPath;
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}

/** The code of any thrown value: a DataError's own, 'unknown' for anything else. */
export function dataErrorCode(error: unknown): DataErrorCode {
  return isDataError(error) ? error.code : 'unknown';
}
