import { useEffect, useState } from 'react';
import { PLATFORM } from '@haulbooks/domain';
import { config } from '../config';
import type { DataAvailability } from './data-context';
import { probeFirestoreEmulator } from './emulator-probe';

let probe: Promise<DataAvailability> | undefined;

/**
 * In local work against emulators, whether the Firestore emulator answers (asked once per page
 * load); against a real project Firestore is simply there.
 */
export function useFirestoreAvailability(): DataAvailability {
  const [availability, setAvailability] = useState<DataAvailability>(
    config.useEmulators ? 'checking' : 'ready',
  );
  useEffect(() => {
    if (!config.useEmulators) return undefined;
    let active = true;
    probe ??= probeFirestoreEmulator(config.emulatorHost, PLATFORM.ports.firestore).then((state) =>
      state === 'running' ? 'ready' : 'emulator-missing',
    );
    void probe.then((state) => active && setAvailability(state));
    return () => {
      active = false;
    };
  }, []);
  return availability;
}
