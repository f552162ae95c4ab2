import type { StaffRole } from '@costa-sol/common';

/** The admin's areas, as the nav and the routes name them. */
const ADMIN_AREAS = [
  'dashboard',
  'categories',
  'pages',
  'leads',
  'newLead',
  'leadStats',
  'spamReview',
  'testimonials',
  'caseStudies',
  'media',
  'pagePhotos',
  'towns',
  'priceGuides',
  'redirects',
  'sitePages',
  'personalData',
  'calendar',
  'availability',
  'users',
  'audit',
  'security',
  'settings',
  'account',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];

/**
 * What each role may open, as the API's role table allows it (the API enforces it; the screens only spare people
 * links that would be refused): the owner everything, the office all but the price guides, the users, the audit log and the security settings, a technician the leads, their own visits and the
 * Q&A content (read-only), besides the dashboard and their own account.
 */
/** Prices, people, security and the business settings are the owner's (the office reads the price guides through the API only). */
const OWNER_ONLY_AREAS: readonly AdminArea[] = ['priceGuides', 'users', 'audit', 'security', 'settings'];
const TECHNICIAN_AREAS: readonly AdminArea[] = ['dashboard', 'categories', 'pages', 'leads', 'calendar', 'account'];
const AREAS_BY_ROLE: Record<StaffRole, readonly AdminArea[]> = {
  owner: ADMIN_AREAS,
  office: ADMIN_AREAS.filter((area) => !OWNER_ONLY_AREAS.includes(area)),
  technician: TECHNICIAN_AREAS,
};

/**
 * A session whose login answer named no user (the single environment admin of the API before staff accounts)
 * gets the office's areas: nothing it had before is hidden, and the users screen waits until the API says "owner".
 */
const ROLE_WHEN_UNKNOWN: StaffRole = 'office';

export function mayOpen(role: StaffRole | undefined, area: AdminArea): boolean {
  return AREAS_BY_ROLE[role ?? ROLE_WHEN_UNKNOWN].includes(area);
}

/** A technician reads the content but does not change it. */
export function mayEditContent(role: StaffRole | undefined): boolean {
  return (role ?? ROLE_WHEN_UNKNOWN) !== 'technician';
}

/** A technician's inbox holds only the leads assigned to them: the assignee filter is for those who see every lead. */
export function seesEveryLead(role: StaffRole | undefined): boolean {
  return (role ?? ROLE_WHEN_UNKNOWN) !== 'technician';
}
