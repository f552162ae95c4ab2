import type { Language } from '../i18n/languages';

/**
 * Who works in the admin. owner: users, settings and everything else; office: leads, content, bookings;
 * technician: the leads and visits assigned to them, content read-only. The API enforces this per route.
 */
export const STAFF_ROLES = ['owner', 'office', 'technician'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** invited: no password yet (the invitation link sets it); disabled: cannot sign in, sessions ended. */
export const STAFF_USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffUserStatus = (typeof STAFF_USER_STATUSES)[number];

/** How long the links of the staff e-mails work. */
export const STAFF_LINK_LIFETIMES = {
  invitationHours: 72,
  passwordResetMinutes: 30,
} as const;

export const STAFF_FIELD_LIMITS = {
  name: { min: 2, max: 80 },
  email: { max: 254 },
} as const;

export const STAFF_ROLE_LABELS: Record<Language, Record<StaffRole, string>> = {
  en: { owner: 'Owner', office: 'Office', technician: 'Technician' },
  es: { owner: 'Propietario', office: 'Oficina', technician: 'Técnico' },
};

export const STAFF_STATUS_LABELS: Record<Language, Record<StaffUserStatus, string>> = {
  en: { invited: 'Invited', active: 'Active', disabled: 'Disabled' },
  es: { invited: 'Invitado', active: 'Activo', disabled: 'Desactivado' },
};
