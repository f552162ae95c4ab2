import type { Language } from '@costa-sol/common';
import type { AdminText } from './admin-text-en';
import { adminTextEn } from './admin-text-en';
import { adminTextEs } from './admin-text-es';

/** The admin's catalogues; pick one with useCatalogue(adminText). */
export const adminText: Record<Language, AdminText> = { en: adminTextEn, es: adminTextEs };
export type { AdminText };
