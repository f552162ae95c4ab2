/** The brand's colours (the site theme's primary and secondary, and the sun of the mark). */
export const BRAND_COLOURS = { primary: '#0b4f6c', secondary: '#b45309', sun: '#f6b93b' } as const;

/**
 * The logo mark on a 64 × 64 grid: a rounded blue square, the sun, a white wave. The header's logo, the raster
 * logo of the structured data and the share cards all draw it from here (favicon.svg is the same drawing).
 */
export const BRAND_MARK = {
  size: 64,
  cornerRadius: 14,
  sun: { cx: 32, cy: 28, r: 11 },
  wave: 'M12 46c8-6 14-6 20 0s12 6 20 0',
  waveWidth: 5,
} as const;

/** The mark as a square PNG (served by the backend): the logo of the structured data, which wants a raster image. */
export const BRAND_LOGO = { path: '/logo.png', size: 512 } as const;
