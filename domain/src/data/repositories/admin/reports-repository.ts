import { ADMIN_REPORTS, type AdminReportDoc, type Stored } from '../../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../../store.js';

export type AdminReport = Stored<AdminReportDoc>;

/** How many generated platform reports Recent Reports lists. */
export const RECENT_ADMIN_REPORTS_LIMIT = 10;

/** adminReports: the platform reports administrators generated, newest first (staff only). */
export function adminReportsRepository(store: DataStore) {
  const reports = store.collection(ADMIN_REPORTS, '');
  return {
    watchRecent(listener: Listener<AdminReport[]>): Unsubscribe {
      return reports.watch(
        { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: RECENT_ADMIN_REPORTS_LIMIT },
        listener,
      );
    },
  };
}
