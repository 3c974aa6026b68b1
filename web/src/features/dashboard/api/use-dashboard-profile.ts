import { useCallback } from 'react';
import {
  DEFAULT_TIME_ZONE,
  type Listener,
  type Role,
  type Stored,
  type UserProfileDoc,
} from '@haulbooks/domain';
import { useRepositories } from '../../../lib/data/data-context';
import { useLive, type LiveState } from '../../../lib/data/use-live';

export interface DashboardProfile {
  /** The subject's time zone (Settings > Profile), America/Chicago until one is saved. */
  timeZone: string;
  /** The subject's role as stored; null when the profile does not exist (yet). */
  role: Role | null;
}

/** The subject's time zone and role: periods are calendar units there, the layout follows the role. */
export function useDashboardProfile(): LiveState<DashboardProfile> {
  const repositories = useRepositories();
  const profile = useLive(
    useCallback(
      (listener: Listener<Stored<UserProfileDoc> | null>) => repositories.profile.watchProfile(listener),
      [repositories],
    ),
  );
  if (profile.status !== 'ready') return profile;
  return {
    status: 'ready',
    data: { timeZone: profile.data?.timeZone ?? DEFAULT_TIME_ZONE, role: profile.data?.role ?? null },
  };
}
