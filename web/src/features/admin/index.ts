export { AdminLayout, type AdminLayoutProps } from './components/admin-layout';
