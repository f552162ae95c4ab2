/**
 * The two home pages. Kept apart from the page registry (which uses them) so that the browser's entry script can read
 * them without the whole registry: it opens the Spanish home for a Spanish visitor (docs/architecture.md).
 */
export const HOME_PATHS = { en: '/', es: '/es' } as const;
