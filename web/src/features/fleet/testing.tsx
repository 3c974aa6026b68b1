/**
 * Component-test helpers of the fleet screens (tests only): the feature's routes as the app wires
 * them, over an in-memory database.
 */
import { Route, Routes } from 'react-router-dom';
import { ownBooks, type Subject } from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { renderWithData } from '../../lib/data/testing';
import { DriverNewPage } from './routes/driver-new-page';
import { FleetPage } from './routes/fleet-page';
import { MaintenancePage } from './routes/maintenance-page';

export const NOW = new Date('2026-11-23T15:00:00Z');
export const TODAY = '2026-11-23';
export const UID = 'dana';

export function newDb() {
  return new MemoryDatabase({ now: () => NOW });
}

export function renderFleet(db: MemoryDatabase, path = '/fleet', subject: Subject = ownBooks(UID)) {
  return renderWithData(
    <Routes>
      <Route path="/fleet" element={<FleetPage />} />
      <Route path="/drivers/new" element={<DriverNewPage />} />
      <Route path="/maintenance" element={<MaintenancePage today={TODAY} />} />
    </Routes>,
    { db, path, subject },
  );
}

/** jsdom has no ResizeObserver, which the row menus' positioning observes. */
export function installResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
