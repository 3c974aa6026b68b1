/**
 * Component-test helper (tests only, never imported by app code): renders routes over an
 * in-memory database, as a given caller, for a given subject — the same repositories the app
 * uses, with the in-memory store behind them instead of Firestore.
 */
import type { RouteObject } from 'react-router-dom';
import { ownBooks, type Subject } from '@haulbooks/domain';
import { MemoryDatabase, type Caller } from '@haulbooks/domain/testing';
import { renderRoutes } from '../test-utils';
import { DataProvider, type DataAvailability } from './data-context';

export interface DataRenderOptions {
  db?: MemoryDatabase;
  /** Who is signed in (the rules' request.auth); defaults to the subject's owner. */
  caller?: Caller | null;
  subject?: Subject;
  availability?: DataAvailability;
  path?: string;
}

export function renderWithData(
  element: React.ReactNode,
  {
    db = new MemoryDatabase(),
    subject = ownBooks('u1'),
    caller,
    availability = 'ready',
    path = '/',
  }: DataRenderOptions = {},
) {
  const store = db.storeFor(caller === undefined ? { uid: subject.uid, admin: false } : caller);
  const routes: RouteObject[] = [
    {
      path: '*',
      element: (
        <DataProvider store={store} subject={subject} availability={availability}>
          {element}
        </DataProvider>
      ),
    },
  ];
  return { ...renderRoutes(routes, path), db };
}
