import { z } from 'zod';
import { SLUG_PATTERN } from '../content/slug-pattern';

/** A slug, file name or anchor as content files write it. */
export const slug = z.string().regex(SLUG_PATTERN, 'lowercase letters, digits and single hyphens');
