// What web/src/app composes from the sign-in feature. The screens themselves (login, register,
// forgot-password) load through the route table by path, one chunk each.
export { logout } from './api/logout';
export { AuthLayout } from './components/auth-layout';
export { redirectTarget } from './components/redirect-target';
