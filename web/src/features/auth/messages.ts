/**
 * Web-only strings of the sign-in screens. The spec's labels, headings and messages stay in
 * domain (AUTH_UI, AUTH_MESSAGES).
 */
export const AUTH_PAGE_TITLES = {
  login: 'Sign In',
  register: 'Sign Up',
  forgotPassword: 'Reset Password',
} as const;
