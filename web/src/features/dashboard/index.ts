// The public surface of this feature. web/src/app loads the dashboard lazily by path
// (routes/dashboard.tsx exports `Component`) so that it stays its own chunk.
export { DashboardPage, type DashboardContext } from './routes/dashboard';
