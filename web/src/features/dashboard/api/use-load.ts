import { useEffect, useState } from 'react';
import { DataError } from '@haulbooks/domain';
import { useDataAvailability } from '../../../lib/data/data-context';
import { FIRESTORE_NOT_RUNNING_TITLE } from '../../../lib/data/emulator-notice-text';
import type { LiveState } from '../../../lib/data/use-live';

function asDataError(error: unknown): DataError {
  return error instanceof DataError
    ? error
    : new DataError('unknown', error instanceof Error ? error.message : String(error));
}

/**
 * A one-off read (aggregates, counts) as a LiveState: loading until it settles, then its value
 * or its error. Pass a stable `load` (useCallback); a new one reads again, and the answer of a
 * superseded read is dropped. null waits (e.g. until the time zone is known).
 */
export function useLoad<T>(load: (() => Promise<T>) | null): LiveState<T> {
  const availability = useDataAvailability();
  const [state, setState] = useState<{ load: typeof load; value: LiveState<T> }>({
    load: null,
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (availability !== 'ready' || !load) return undefined;
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ load, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (current) setState({ load, value: { status: 'error', error: asDataError(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [availability, load]);

  if (availability === 'emulator-missing') {
    return { status: 'error', error: new DataError('unavailable', FIRESTORE_NOT_RUNNING_TITLE) };
  }
  // A value belongs to the read that produced it: a new read shows loading, never stale figures.
  if (availability === 'checking' || !load || state.load !== load) return { status: 'loading' };
  return state.value;
}
