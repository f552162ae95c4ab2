import { STAFF_ROLES, type StaffRole } from './staff-roles';

const EVERYONE = STAFF_ROLES;
const OFFICE = ['owner', 'office'] as const satisfies readonly StaffRole[];
const OWNER = ['owner'] as const satisfies readonly StaffRole[];

/**
 * The one role table: each action the admin API guards, and the roles that may do it (in STAFF_ROLES order, as the
 * OpenAPI document names them). The API's guard and the admin's screens both read it.
 */
export const STAFF_PERMISSIONS = {
  // The signed-in user's own account: who they are, their sessions, their second factor.
  'account.use': EVERYONE,

  // Leads: a technician reads and works the leads assigned to them; the office sees, adds and hands out all of them.
  'leads.read': EVERYONE,
  'leads.work': EVERYONE,
  'leads.create': OFFICE,
  'leads.assign': OFFICE,
  'leads.export': OFFICE,
  'leads.stats': OFFICE,
  'leads.spamReview': OFFICE,
  'personalData.manage': OFFICE,

  // Content (Q&A, testimonials, case studies, media, page photos): everyone reads it, the office changes it.
  'content.read': EVERYONE,
  'content.edit': OFFICE,
  'content.publish': OFFICE,

  // The site's own pages, towns and redirects.
  'sitePages.edit': OFFICE,
  'towns.edit': OFFICE,
  'redirects.edit': OFFICE,

  // Bookings: a technician reads their own visits; the office plans them and sets the rules.
  'visits.read': EVERYONE,
  'visits.manage': OFFICE,
  'bookings.manage': OFFICE,

  // Prices: the office reads them, the owner sets them.
  'priceGuides.read': OFFICE,
  'priceGuides.edit': OWNER,

  // The business itself.
  'settings.edit': OWNER,
  'users.manage': OWNER,
  'audit.read': OWNER,
  'security.edit': OWNER,
  'apiDocs.read': OFFICE,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof STAFF_PERMISSIONS;

export const STAFF_ACTIONS = Object.keys(STAFF_PERMISSIONS) as StaffAction[];

export function rolesAllowedTo(action: StaffAction): readonly StaffRole[] {
  return STAFF_PERMISSIONS[action];
}

export function mayDo(role: StaffRole, action: StaffAction): boolean {
  return rolesAllowedTo(action).includes(role);
}
