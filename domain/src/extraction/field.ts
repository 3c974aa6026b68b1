// A field the extractor read, with how sure it is: shared by every reader of the extraction.
export interface ExtractedField<T> {
  value: T | null;
  /** 0 (not found) to 1 (certain). */
  confidence: number;
}

export function field<T>(value: T | null, confidence: number): ExtractedField<T> {
  return value === null ? { value: null, confidence: 0 } : { value, confidence };
}
export const EMPTY = { value: null, confidence: 0 } as const;
