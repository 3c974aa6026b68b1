import { useEffect, useState } from 'react';
import { DataError } from '@haulbooks/domain';
import { useDataAvailability } from './data-context';
import { FIRESTORE_NOT_RUNNING_TITLE } from './emulator-notice-text';
import type { LiveState } from './use-live';

/**
 * A one-time read (not a subscription): loading, then the value or the error. Pass a stable
 * `load` (useCallback): a new function loads again, which is how Refresh works.
 */
export function useLoad<T>(load: (() => Promise<T>) | null): LiveState<T> {
  const availability = useDataAvailability();
  const [state, setState] = useState<LiveState<T>>({ status: 'loading' });

  useEffect(() => {
    if (availability !== 'ready' || !load) return undefined;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        const failure =
          error instanceof DataError
            ? error
            : new DataError('unknown', error instanceof Error ? error.message : String(error));
        setState({ status: 'error', error: failure });
      },
    );
    return () => {
      current = false;
    };
  }, [availability, load]);

  if (availability === 'emulator-missing') {
    return { status: 'error', error: new DataError('unavailable', FIRESTORE_NOT_RUNNING_TITLE) };
  }
  if (availability === 'checking') return { status: 'loading' };
  return state;
}
