import { USERS, type Stored, type UserProfileDoc } from '../../collections.js';
import type { DataStore } from '../../store.js';

/** Every account's profile, for the admin area (the rules let staff read any profile). */
export function adminUsersRepository(store: DataStore) {
  const users = store.collection(USERS, '');
  return {
    /** The newest sign-ups, newest first (the admin dashboard's Recent Activity). */
    async listNewest(count: number): Promise<Stored<UserProfileDoc>[]> {
      return (await users.list({ orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: count })).items;
    },
  };
}
