// What web/src/app composes from the admin area. The admin screens load through the route table
// by path (routes/admin-*.tsx export `Component`), one chunk each.
export { AdminLayout, type AdminLayoutProps } from './components/admin-layout';
export { AdminLoginPage } from './routes/admin-login';
