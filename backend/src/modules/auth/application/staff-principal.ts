import type { Language, StaffRole } from '@costa-sol/common';

/** Who a request is from, as the guard gives it to the routes. */
export interface StaffPrincipal {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  /** The device session the access token was issued for. */
  sessionId: string;
  /** An owner without two-step sign-in while the security settings require it: only the account routes answer. */
  secondFactorSetupRequired: boolean;
}
