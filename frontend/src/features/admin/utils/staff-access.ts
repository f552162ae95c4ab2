import { mayDo, type StaffAction, type StaffRole } from '@costa-sol/common';

/**
 * The action of the common role table (STAFF_PERMISSIONS) an area's screen needs: an area is open to a role that may
 * do it. The content screens other than the Q&A are editors, so they ask for content.edit although the API lets
 * every role read that content (the Q&A editor shows it); the price guides likewise ask for priceGuides.edit.
 */
const AREA_ACTIONS = {
  dashboard: 'account.use',
  categories: 'content.read',
  pages: 'content.read',
  leads: 'leads.read',
  newLead: 'leads.create',
  leadStats: 'leads.stats',
  spamReview: 'leads.spamReview',
  testimonials: 'content.edit',
  caseStudies: 'content.edit',
  media: 'content.edit',
  pagePhotos: 'content.edit',
  towns: 'towns.edit',
  priceGuides: 'priceGuides.edit',
  redirects: 'redirects.edit',
  sitePages: 'sitePages.edit',
  personalData: 'personalData.manage',
  calendar: 'visits.read',
  availability: 'bookings.manage',
  users: 'users.manage',
  audit: 'audit.read',
  security: 'security.edit',
  settings: 'settings.edit',
  account: 'account.use',
} as const satisfies Record<string, StaffAction>;

/** The admin's areas, as the nav and the routes name them. */
export type AdminArea = keyof typeof AREA_ACTIONS;

/**
 * A session whose login answer named no user (the single environment admin of the API before staff accounts)
 * gets the office's rights: nothing it had before is hidden, and the users screen waits until the API says "owner".
 */
const ROLE_WHEN_UNKNOWN: StaffRole = 'office';

/** Whether the role may do the action, by the same table the API's guard reads; the screens offer nothing else. */
export function mayDoAs(role: StaffRole | undefined, action: StaffAction): boolean {
  return mayDo(role ?? ROLE_WHEN_UNKNOWN, action);
}

export function mayOpen(role: StaffRole | undefined, area: AdminArea): boolean {
  return mayDoAs(role, AREA_ACTIONS[area]);
}
