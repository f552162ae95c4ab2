import { interpolate } from '@costa-sol/common';
import { visitorText } from '@costa-sol/common/content-files';
import { z } from 'zod';

/** A text in English and Spanish; `{{claims.…}}` references are filled in and formatted per language. */
export const bilingual = z
  .object({ en: visitorText(), es: visitorText() })
  .strict()
  .transform(({ en, es }) => ({ en: interpolate(en, 'en'), es: interpolate(es, 'es') }));
