import { useCallback } from 'react';
import type { Listener, Notification } from '@haulbooks/domain';
import { useRepositories } from '../../../lib/data/data-context';
import { useLive, type LiveState } from '../../../lib/data/use-live';

/** The bell's newest notifications, live (newest first). */
export function useRecentNotifications(): LiveState<Notification[]> {
  const repositories = useRepositories();
  return useLive(
    useCallback(
      (listener: Listener<Notification[]>) => repositories.notifications.watchRecent(listener),
      [repositories],
    ),
  );
}

/**
 * Whether any notification is unread, live: one document read, so the dot is right even when the
 * unread one is older than the listed ones. False while loading or on an error (no dot).
 */
export function useHasUnreadNotifications(): boolean {
  const repositories = useRepositories();
  const unread = useLive(
    useCallback(
      (listener: Listener<boolean>) => repositories.notifications.watchHasUnread(listener),
      [repositories],
    ),
  );
  return unread.status === 'ready' && unread.data;
}
