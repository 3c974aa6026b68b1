// The settings feature's public surface; the route module is lazy-loaded by path (app/routes.tsx).
export { SettingsPage } from './routes/settings-page';
export type { SecurityActions } from './components/security-tab';
