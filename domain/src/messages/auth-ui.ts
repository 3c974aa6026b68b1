/**
 * Labels, headings and links of the sign-in screens (customer-app.md §2) and the admin entry
 * (admin-area.md §2). Error and toast texts stay in messages/auth.ts.
 */
export const AUTH_UI = {
  adminLoginLink: 'Admin Login',
  privacyLink: 'Privacy',
  termsLink: 'Terms',
  loading: 'Loading…',

  loginHeading: 'Sign in to your account',
  loginSubheading: 'Welcome back. Enter your details to continue.',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  passwordLabel: 'Password',
  rememberMe: 'Remember me',
  forgotPasswordLink: 'Forgot password?',
  signInButton: 'Sign In',
  signingIn: 'Signing in…',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',

  registerHeading: 'Create your account',
  registerSubheading: 'Start tracking settlements, expenses and profit.',
  nameLabel: 'Full Name',
  namePlaceholder: 'Jane Smith',
  confirmPasswordLabel: 'Confirm Password',
  accountTypeLabel: 'Account Type',
  chosenPlan: 'Selected plan',
  perMonth: '/month',
  createAccountButton: 'Create Account',
  creatingAccount: 'Creating account…',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',

  forgotHeading: 'Reset your password',
  forgotSubheading: "Enter your account's email and we'll send you instructions to reset your password.",
  captchaLabel: 'Verification',
  captchaLoadFailed: 'The verification could not be loaded. Check your connection and reload the page.',
  sendResetButton: 'Send Reset Instructions',
  sendingReset: 'Sending…',
  rememberedPassword: 'Remembered your password?',
  checkEmailHeading: 'Check Your Email',
  checkEmailText: (email: string) => `We've sent password reset instructions to ${email}.`,
  returnToLogin: 'Return to login',

  adminHeading: 'Administrator Login',
  adminSubheading: 'Staff access only.',
  adminUsernameLabel: 'Username',
  adminUsernamePlaceholder: 'admin@example.com',
  adminSignIn: 'Sign In',
  adminSigningIn: 'Signing in…',
  adminBothRequired: 'Please enter both username and password',
  adminBackToSite: 'Back to site',
} as const;

/** One line per role describing what the account type is for, shown at registration. */
export const ROLE_DESCRIPTIONS = {
  company_driver: 'Trip receipts and expense documents',
  owner_operator: 'Settlements, receipts, profit and loss, tax tools',
  fleet_manager: 'Several drivers and vehicles, fleet analytics',
} as const;
