// The public surface of this feature. web/src/app loads its screens lazily by path
// (routes/*-page.tsx, each exporting `Component`) so that every route stays its own chunk;
// anything app composes statically is exported here.
export { SettlementDetailPage } from './routes/settlement-detail-page';
export { SettlementEditPage } from './routes/settlement-edit-page';
export { SettlementNewPage } from './routes/settlement-new-page';
export { SettlementsPage } from './routes/settlements-page';
