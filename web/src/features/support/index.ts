// The public surface of this feature: the customer zone composes the floating chat.
export { SupportChat } from './components/support-chat';
