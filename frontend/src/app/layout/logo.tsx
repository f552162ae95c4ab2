import { BRAND_COLOURS, BRAND_MARK } from '@costa-sol/common';
import Box from '@mui/material/Box';
import { useBusiness } from '../../lib/business';

/** The mark and the full brand; on phones the brand takes two lines, and on the narrowest it goes without the mark. */
export function Logo() {
  const { brand, brandWithTrade } = useBusiness();
  // The brand's words after its short name ("HVAC" of "Costa Sol HVAC"), put on a line of their own on phones.
  const trade = brandWithTrade.startsWith(brand) ? brandWithTrade.slice(brand.length).trim() : '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <svg
        className="logo__mark"
        width="36"
        height="36"
        viewBox={`0 0 ${BRAND_MARK.size} ${BRAND_MARK.size}`}
        aria-hidden="true"
        style={{ flexShrink: 0 }}
      >
        <rect width={BRAND_MARK.size} height={BRAND_MARK.size} rx={BRAND_MARK.cornerRadius} fill={BRAND_COLOURS.primary} />
        <circle {...BRAND_MARK.sun} fill={BRAND_COLOURS.sun} />
        <path d={BRAND_MARK.wave} stroke="#fff" strokeWidth={BRAND_MARK.waveWidth} fill="none" strokeLinecap="round" />
      </svg>
      <Box
        component="span"
        className="logo__brand"
        sx={{
          fontWeight: 800,
          fontSize: { xs: '0.95rem', sm: '1.15rem' },
          lineHeight: { xs: 1.15, sm: 1.5 },
          color: 'primary.main',
          whiteSpace: 'nowrap',
        }}
      >
        {brand}
        <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {' '}
          </Box>
          {trade}
        </Box>
      </Box>
    </Box>
  );
}
