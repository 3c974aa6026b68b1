import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { firestore } from '../admin.js';
import { REGION } from '../config.js';
import { createAdminStore } from '../data/admin-store.js';
import { handleRecurringExpenses } from './handler.js';

/**
 * Once a day, adds the next month's copy of every recurring expense whose date has come ("today"
 * in each user's own time zone). 05:00 in Chicago is 10:00–11:00 UTC, when every time zone we offer
 * (the US, Canada and Mexico, Hawaii included) has already begun the new day.
 */
export const recurringExpenses = onSchedule(
  { schedule: 'every day 05:00', timeZone: 'America/Chicago', region: REGION, retryCount: 3 },
  async () => {
    const result = await handleRecurringExpenses(createAdminStore(firestore()), new Date());
    logger.info('recurring expenses', {
      users: result.users,
      created: result.created,
      // Accounts with a lapsed subscription: their series wait, unwritten, until they renew.
      skippedBooksClosed: result.booksClosed,
    });
    if (result.failures.length > 0) {
      logger.error('recurring expenses not advanced', { failures: result.failures });
      // A failed run is retried; occurrences already written are found again, never duplicated.
      throw new Error(`${result.failures.length} recurring expense series could not be advanced`);
    }
  },
);
