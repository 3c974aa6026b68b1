// The public surface of this feature. web/src/app loads its screens lazily by path
// (routes/*-page.tsx, each exporting `Component`) so that every route stays its own chunk;
// anything app composes statically is exported here.
export { ProfitLossPage } from './routes/profit-loss-page';
export { ReportsPage } from './routes/reports-page';
