export { CustomerLayout, type CustomerLayoutProps, type ShellUser } from './components/customer-layout';
