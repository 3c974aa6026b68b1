// The public surface of this feature. web/src/app loads its screens lazily by path
// (routes/*-page.tsx, each exporting `Component`) so that every route stays its own chunk;
// anything app composes statically is exported here.
export { DriverNewPage } from './routes/driver-new-page';
export { FleetPage } from './routes/fleet-page';
export { MaintenancePage } from './routes/maintenance-page';
