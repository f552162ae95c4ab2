/**
 * The day (YYYY-MM-DD) the locations content last changed, per source (content/*.yaml carries no date of its own): the
 * sitemap's <lastmod> for the pages built from it, never the time of the request. When you change one of these
 * files, change its date here.
 */
const LOCATIONS_CONTENT_UPDATED = {
  /** content/towns/*.yaml, with what a town page derives from them (location.ts). */
  towns: '2026-11-24',
  /** content/comarcas.yaml: the comarca names and climates of the hub pages. */
  comarcas: '2026-11-24',
  /** content/town-pages/: the town service pages. */
  townServicePages: '2026-11-24',
} as const;

const latest = (...days: string[]) => new Date(days.reduce((a, b) => (a > b ? a : b)));

/** When each kind of locations page last changed: the later of the sources it is built from. */
export const LOCATIONS_PAGE_UPDATED = {
  town: latest(LOCATIONS_CONTENT_UPDATED.towns),
  comarcaHub: latest(LOCATIONS_CONTENT_UPDATED.towns, LOCATIONS_CONTENT_UPDATED.comarcas),
  townServicePage: latest(LOCATIONS_CONTENT_UPDATED.towns, LOCATIONS_CONTENT_UPDATED.townServicePages),
};
