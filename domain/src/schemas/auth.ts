import { object, string, type InferType } from 'yup';
import { AUTH_MESSAGES } from '../messages/auth.js';
import { DEFAULT_REGISTRATION_ROLE, REGISTRABLE_ROLES } from '../auth/roles.js';

export const MIN_PASSWORD_LENGTH = 8;

/** A standard address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Login form: both fields non-blank, one message for either missing. */
export const loginSchema = object({
  email: string().trim().default('').required(AUTH_MESSAGES.loginBothRequired),
  password: string()
    .default('')
    .test('present', AUTH_MESSAGES.loginBothRequired, (v) => (v ?? '').trim() !== ''),
});
export type LoginInput = InferType<typeof loginSchema>;

/** Registration form, fields declared in the order the spec checks them (customer-app.md §5). */
export const registrationSchema = object({
  name: string()
    .trim()
    .default('')
    .required(AUTH_MESSAGES.nameRequired)
    .max(120, 'Full name must be at most 120 characters'),
  email: string()
    .trim()
    .default('')
    .required(AUTH_MESSAGES.emailRequired)
    .matches(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid),
  password: string()
    .default('')
    .required(AUTH_MESSAGES.passwordTooShort)
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort),
  confirmPassword: string()
    .default('')
    .test(
      'matches',
      AUTH_MESSAGES.passwordsDoNotMatch,
      (value, context) => value === context.parent.password,
    ),
  role: string()
    .oneOf([...REGISTRABLE_ROLES], AUTH_MESSAGES.invalidRole)
    .default(DEFAULT_REGISTRATION_ROLE)
    .required(AUTH_MESSAGES.invalidRole),
});
export type RegistrationInput = InferType<typeof registrationSchema>;

/** What the completeRegistration callable accepts: the profile half of registration. */
export const completeRegistrationSchema = object({
  name: string()
    .trim()
    .required(AUTH_MESSAGES.allFieldsRequired)
    .max(120, 'Full name must be at most 120 characters'),
  role: string()
    .required(AUTH_MESSAGES.allFieldsRequired)
    .oneOf([...REGISTRABLE_ROLES], AUTH_MESSAGES.invalidRole),
});
export type CompleteRegistrationInput = InferType<typeof completeRegistrationSchema>;

/** Forgot password: the captcha token is checked only where a captcha is configured. */
export function forgotPasswordSchema(captchaRequired: boolean) {
  return object({
    email: string()
      .trim()
      .default('')
      .required(AUTH_MESSAGES.emailRequired)
      .matches(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid),
    captchaToken: captchaRequired
      ? string().default('').required(AUTH_MESSAGES.captchaRequired)
      : string().default('').optional(),
  });
}
export type ForgotPasswordInput = InferType<ReturnType<typeof forgotPasswordSchema>>;
