/** Exact user-facing strings of sign-in, registration and password reset (customer-app.md §5, §8). */
export const AUTH_MESSAGES = {
  loginBothRequired: 'Please enter both email and password',
  loginApiRequired: 'Email and password are required',
  loginFailed: 'Login failed',
  loginWelcome: 'Welcome back!',
  nameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  allFieldsRequired: 'All fields are required',
  registrationFailedInline: 'Registration failed. Please try again.',
  registrationFailedToast: 'Registration failed',
  registrationSuccess: 'Registration successful! Welcome to the product.',
  invalidRole: 'Please choose Company Driver, Owner Operator or Fleet Manager',
  captchaRequired: 'Please complete the CAPTCHA verification',
  resetFailed: 'Failed to send reset instructions. Please try again.',
  resetSent: 'Password reset instructions sent to your email',
  /** Firebase Auth failures a person can act on; anything else falls back to the generic text. */
  emailInUse: 'An account with this email already exists. Sign in instead.',
  invalidCredentials: 'Incorrect email or password',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  networkFailed: 'Could not reach the server. Check your connection and try again.',
  userDisabled: 'This account has been suspended. Contact support.',
} as const;

export const ADMIN_AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  loginSuccess: 'Login successful',
  returnedToAdmin: 'Returned to admin account',
  viewingClient: 'Viewing client account',
} as const;

/**
 * Maps a Firebase Auth error code to the message a person sees. Kept free of Firebase imports:
 * codes are plain strings such as `auth/invalid-credential`.
 */
export function authErrorMessage(code: string | undefined, fallback: string): string {
  switch (code) {
    case 'auth/email-already-in-use':
      return AUTH_MESSAGES.emailInUse;
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-login-credentials':
      return AUTH_MESSAGES.invalidCredentials;
    case 'auth/invalid-email':
      return AUTH_MESSAGES.emailInvalid;
    case 'auth/weak-password':
      return AUTH_MESSAGES.passwordTooShort;
    case 'auth/too-many-requests':
      return AUTH_MESSAGES.tooManyRequests;
    case 'auth/network-request-failed':
      return AUTH_MESSAGES.networkFailed;
    case 'auth/user-disabled':
      return AUTH_MESSAGES.userDisabled;
    default:
      return fallback;
  }
}
