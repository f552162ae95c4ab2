import { BRAND_COLOURS, BRAND_MARK, BUSINESS } from '@costa-sol/common';
import Box from '@mui/material/Box';

/** The mark and the brand; on phones the short brand, so the header keeps one row (the link names the full one). */
export function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <svg width="36" height="36" viewBox={`0 0 ${BRAND_MARK.size} ${BRAND_MARK.size}`} aria-hidden="true" style={{ flexShrink: 0 }}>
        <rect width={BRAND_MARK.size} height={BRAND_MARK.size} rx={BRAND_MARK.cornerRadius} fill={BRAND_COLOURS.primary} />
        <circle {...BRAND_MARK.sun} fill={BRAND_COLOURS.sun} />
        <path d={BRAND_MARK.wave} stroke="#fff" strokeWidth={BRAND_MARK.waveWidth} fill="none" strokeLinecap="round" />
      </svg>
      <Box
        component="span"
        className="logo__brand"
        sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.15rem' }, color: 'primary.main', whiteSpace: 'nowrap' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {BUSINESS.brandWithTrade}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {BUSINESS.brand}
        </Box>
      </Box>
    </Box>
  );
}
