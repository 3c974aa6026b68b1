import { array, boolean, object, string } from 'yup';

/** Messages of the user-management functions the spec does not word. */
export const USER_ADMIN_MESSAGES = {
  signedOut: 'Sign in as an administrator.',
  notAdmin: 'Only an administrator can manage user accounts.',
  emailTaken: 'An account with this e-mail address already exists',
  badUid: 'A user id is not valid',
  chooseUser: 'Choose a user',
  tooMany: 'Delete at most 100 users at a time',
  notYourself: 'You cannot suspend or delete your own account',
  notAnAdmin: 'Administrator accounts are managed with npm run admin:grant, not here',
  notFound: 'There is no such user',
  suspendedLabel: 'Suspended',
} as const;

const UID = string()
  .required(USER_ADMIN_MESSAGES.chooseUser)
  .matches(/^[A-Za-z0-9_-]{1,128}$/, USER_ADMIN_MESSAGES.badUid);

/** adminSetUserSuspended({ uid, suspended }). */
export const setUserSuspendedSchema = object({
  uid: UID,
  suspended: boolean().required(USER_ADMIN_MESSAGES.chooseUser),
});

/** adminDeleteUsers({ uids }). */
export const deleteUsersSchema = object({
  uids: array(UID)
    .required(USER_ADMIN_MESSAGES.chooseUser)
    .min(1, 'No users selected')
    .max(100, USER_ADMIN_MESSAGES.tooMany),
});
