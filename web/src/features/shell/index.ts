// What web/src/app composes from the customer shell.
export { CustomerLayout, type CustomerLayoutProps, type ShellUser } from './components/customer-layout';
