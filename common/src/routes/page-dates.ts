import type { ManufacturerSlug, RouteKey } from './route-pairs';

/**
 * The day (YYYY-MM-DD) each fixed page's content last changed: the sitemap's <lastmod> (docs/product.md, "Search
 * metadata"), and the "Last updated" date that guide and legal pages show. When you change a page's text, or what it
 * lists, change its date here. Pages that also show database content (the Q&A index) take the later of this date and
 * that content's; town pages take theirs from the locations data.
 */
export const STATIC_PAGE_UPDATED: Record<RouteKey, string> = {
  home: '2026-11-24',
  services: '2026-11-24',
  manufacturers: '2026-11-24',
  airConditioning: '2026-11-23',
  airZoneSystems: '2026-11-23',
  heatPumpHvac: '2026-11-23',
  heatPumpWaterHeaters: '2026-11-23',
  solarInstallation: '2026-11-23',
  heatPumps: '2026-11-23',
  resources: '2026-11-23',
  heatPumpInstallationGuide: '2026-11-23',
  hvacSizingGuide: '2026-11-23',
  hvacMarbellaGuide: '2026-11-23',
  locations: '2026-11-24',
  qa: '2026-11-24',
  contact: '2026-11-24',
  hvacCalculator: '2026-11-24',
  maintenanceChecklist: '2026-11-24',
  emergencyService: '2026-11-23',
  commercialServices: '2026-11-23',
  privacyPolicy: '2026-11-24',
  legalNotice: '2026-11-23',
  cookiePolicy: '2026-11-23',
  sitemap: '2026-11-24',
};

/** The same for the manufacturer pages. */
export const MANUFACTURER_PAGE_UPDATED: Record<ManufacturerSlug, string> = {
  daikin: '2026-11-23',
  mitsubishi: '2026-11-23',
  carrier: '2026-11-23',
  trane: '2026-11-23',
  lennox: '2026-11-23',
  rheem: '2026-11-23',
};
