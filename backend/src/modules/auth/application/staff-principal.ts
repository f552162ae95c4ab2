import type { Language, StaffRole } from '@costa-sol/common';

/** Who a request is from, as the guard gives it to the routes. */
export interface StaffPrincipal {
  userId: string;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
}
