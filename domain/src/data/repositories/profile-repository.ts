import { USER_TAX, USERS, type Stored, type UserProfileDoc } from '../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';
import type { ProfileTimeZone } from '../profile-fields.js';

/** What Settings > Profile edits; empty optional fields are removed from the stored profile. */
export interface ProfileSettings {
  name: string;
  companyName: string;
  phone: string;
  address: string;
  taxId: string;
  timeZone: ProfileTimeZone;
}

/** An empty text field is an absent stored field (stored documents never hold null or ''). */
function presentOrRemoved(value: string): string | undefined {
  return value === '' ? undefined : value;
}

/**
 * users/{uid} and users/{uid}/private/tax for one subject. The tax id lives in its own document so
 * list views that read profiles (the admin's user list) never receive it.
 */
export function profileRepository(store: DataStore, subject: Subject) {
  const profiles = store.collection(USERS, subject.uid);
  const tax = store.collection(USER_TAX, subject.uid);
  const taxId = USER_TAX.fixedId ?? 'tax';

  return {
    watchProfile(listener: Listener<Stored<UserProfileDoc> | null>): Unsubscribe {
      return profiles.watchDoc(subject.uid, listener);
    },

    getProfile(): Promise<Stored<UserProfileDoc> | null> {
      return profiles.get(subject.uid);
    },

    async getTaxId(): Promise<string> {
      return (await tax.get(taxId))?.taxId ?? '';
    },

    /** Saves the profile fields and the tax id; a cleared tax id deletes its document. */
    async saveSettings(settings: ProfileSettings): Promise<void> {
      assertWritable(subject);
      await profiles.update(subject.uid, {
        name: settings.name,
        companyName: presentOrRemoved(settings.companyName),
        phone: presentOrRemoved(settings.phone),
        address: presentOrRemoved(settings.address),
        timeZone: settings.timeZone,
      });
      if (settings.taxId === '') await tax.remove(taxId);
      else await tax.set(taxId, { taxId: settings.taxId });
    },
  };
}
export type ProfileRepository = ReturnType<typeof profileRepository>;
