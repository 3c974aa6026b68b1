import { useEffect, useState } from 'react';
import { DataError, type Listener, type Unsubscribe } from '@haulbooks/domain';
import { useDataAvailability } from './data-context';
import { FIRESTORE_NOT_RUNNING_TITLE } from './emulator-notice-text';

export type LiveState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: DataError };

/**
 * Live data from a repository's watch method: loading until the first value, then every change;
 * an error (permission, malformed document, no Firestore) ends it. Pass a stable `subscribe`
 * (useCallback over the repository): a new function starts a new subscription.
 */
export function useLive<T>(subscribe: (listener: Listener<T>) => Unsubscribe): LiveState<T> {
  const availability = useDataAvailability();
  const [state, setState] = useState<LiveState<T>>({ status: 'loading' });

  useEffect(() => {
    if (availability !== 'ready') return undefined;
    setState({ status: 'loading' });
    return subscribe({
      next: (data) => setState({ status: 'ready', data }),
      error: (error) => setState({ status: 'error', error }),
    });
  }, [availability, subscribe]);

  if (availability === 'emulator-missing') {
    return { status: 'error', error: new DataError('unavailable', FIRESTORE_NOT_RUNNING_TITLE) };
  }
  if (availability === 'checking') return { status: 'loading' };
  return state;
}
