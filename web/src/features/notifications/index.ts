// What web/src/app composes from the notifications feature: the header bell.
export { NotificationBell } from './components/notification-bell';
