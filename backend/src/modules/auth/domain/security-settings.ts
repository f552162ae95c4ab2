import { STAFF_SESSION_LIMITS } from '@costa-sol/common';

/** The owner's rules for staff sessions (GET/PUT /api/admin/security-settings). */
export interface SecuritySettings {
  idleMinutes: number;
  absoluteHours: number;
  requireSecondFactorForOwners: boolean;
}

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  idleMinutes: STAFF_SESSION_LIMITS.idleMinutes.default,
  absoluteHours: STAFF_SESSION_LIMITS.absoluteHours.default,
  requireSecondFactorForOwners: false,
};
