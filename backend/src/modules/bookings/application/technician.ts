import type { Language } from '@costa-sol/common';

/** A staff user who takes visits, as the e-mails and the calendar name them. */
export interface Technician {
  id: string;
  name: string;
  email: string;
  language: Language;
}
