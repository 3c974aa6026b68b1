import { object, ref, string, type InferType } from 'yup';
import { AUTH_MESSAGES } from '../messages/auth.js';
import { MIN_PASSWORD_LENGTH } from './auth.js';

export const SECURITY_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'Please enter a new password',
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  passwordsDoNotMatch: AUTH_MESSAGES.passwordsDoNotMatch,
  sameAsCurrent: 'The new password must differ from the current one',
  wrongCurrentPassword: 'Your current password is incorrect',
  weakPassword: 'Choose a stronger password: at least 8 characters, not a common one',
  passwordChanged: 'Password changed',
  passwordChangeFailed: 'Could not change your password. Please try again.',
  signedOutEverywhere: 'Signed out of all devices',
  signOutEverywhereFailed: 'Could not sign out of all devices. Please try again.',
} as const;

/** Settings > Security: change password, checked in this order. */
export const changePasswordSchema = object({
  currentPassword: string().default('').required(SECURITY_MESSAGES.currentPasswordRequired),
  newPassword: string()
    .default('')
    .required(SECURITY_MESSAGES.newPasswordRequired)
    .min(MIN_PASSWORD_LENGTH, SECURITY_MESSAGES.passwordTooShort)
    .notOneOf([ref('currentPassword')], SECURITY_MESSAGES.sameAsCurrent),
  confirmPassword: string()
    .default('')
    .oneOf([ref('newPassword')], SECURITY_MESSAGES.passwordsDoNotMatch),
});
export type ChangePasswordInput = InferType<typeof changePasswordSchema>;
