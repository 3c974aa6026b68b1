import { useCallback } from 'react';
import { DEFAULT_TIME_ZONE, type Listener, type Stored, type UserProfileDoc } from '@haulbooks/domain';
import { useRepositories } from '../../../lib/data/data-context';
import { useLive, type LiveState } from '../../../lib/data/use-live';

/**
 * The time zone of the subject's profile (Settings > Profile), America/Chicago until one is
 * saved: the list's periods are whole calendar months and years there.
 */
export function useSubjectTimeZone(): LiveState<string> {
  const repositories = useRepositories();
  const profile = useLive(
    useCallback(
      (listener: Listener<Stored<UserProfileDoc> | null>) => repositories.profile.watchProfile(listener),
      [repositories],
    ),
  );
  if (profile.status !== 'ready') return profile;
  return { status: 'ready', data: profile.data?.timeZone ?? DEFAULT_TIME_ZONE };
}
