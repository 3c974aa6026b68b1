/** Every role on the platform. `role` lives in the user profile and in a custom claim. */
export const ROLES = ['company_driver', 'owner_operator', 'fleet_manager', 'accountant', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may pick at registration; accountant and admin are granted by an admin only. */
export const REGISTRABLE_ROLES = ['company_driver', 'owner_operator', 'fleet_manager'] as const;
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];
export const DEFAULT_REGISTRATION_ROLE: RegistrableRole = 'company_driver';

/** Roles an admin may grant with `admin:grant --role` or the grant-role callable. */
export const GRANTABLE_ROLES = ['company_driver', 'owner_operator', 'fleet_manager', 'accountant'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isRegistrableRole(value: unknown): value is RegistrableRole {
  return typeof value === 'string' && (REGISTRABLE_ROLES as readonly string[]).includes(value);
}

/** Labels for the account-type choice at registration and for role badges. */
export const ROLE_LABELS: Record<Role, string> = {
  company_driver: 'Company Driver',
  owner_operator: 'Owner Operator',
  fleet_manager: 'Fleet Manager',
  accountant: 'Accountant',
  admin: 'Administrator',
};

/** The customer sidebar subtitle (customer-app.md, Customer layout). */
export function accountSubtitle(role: Role | null | undefined): string {
  switch (role) {
    case 'company_driver':
      return 'Driver Account';
    case 'owner_operator':
      return 'Owner Operator';
    case 'fleet_manager':
      return 'Fleet Manager';
    default:
      return 'User Account';
  }
}
