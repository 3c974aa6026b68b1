import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  createAdminRepositories,
  createRepositories,
  type AdminRepositories,
  type DataStore,
  type Repositories,
  type Subject,
} from '@haulbooks/domain';

/**
 * `ready`: the store can be used. `emulator-missing`: local work against emulators, but the
 * Firestore emulator is not running, so every data screen shows one notice with the fix instead
 * of waiting for an answer that never comes. `checking`: still finding out.
 */
export type DataAvailability = 'checking' | 'ready' | 'emulator-missing';

interface DataContextValue {
  repositories: Repositories;
  /** Platform-wide reads of the admin area; the rules refuse them to anyone but staff. */
  adminRepositories: AdminRepositories;
  availability: DataAvailability;
}

const DataContext = createContext<DataContextValue | null>(null);

/**
 * Gives the screens below it the repositories of one subject over one store: the Firestore store
 * in the app, the in-memory store in component tests. Screens never see which.
 */
export function DataProvider({
  store,
  subject,
  availability = 'ready',
  children,
}: {
  store: DataStore;
  subject: Subject;
  availability?: DataAvailability;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      repositories: createRepositories(store, subject),
      adminRepositories: createAdminRepositories(store),
      availability,
    }),
    [store, subject, availability],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

function useDataContext(): DataContextValue {
  const value = useContext(DataContext);
  if (!value) throw new Error('Data screens must be rendered inside <DataProvider>');
  return value;
}

export function useRepositories(): Repositories {
  return useDataContext().repositories;
}

/** The admin area's platform-wide repositories (payments of every account, the platform rollup). */
export function useAdminRepositories(): AdminRepositories {
  return useDataContext().adminRepositories;
}

/** Whose books the screen shows and whether it may change them. */
export function useSubject(): Subject {
  return useDataContext().repositories.subject;
}

export function useDataAvailability(): DataAvailability {
  return useDataContext().availability;
}
