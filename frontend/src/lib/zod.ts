import { z } from 'zod/mini';

// The content security policy forbids eval; without this, zod probes `new Function` to compile object parsers.
z.config({ jitless: true });

/**
 * zod's small functional build (zod/mini: checks instead of chained methods, about a third of the size), configured
 * for this site: every schema imports it from here (eslint enforces it).
 */
export { z };
