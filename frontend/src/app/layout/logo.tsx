import { BUSINESS } from '@costa-sol/common';
import Box from '@mui/material/Box';

/** The mark and the brand; on phones the short brand, so the header keeps one row (the link names the full one). */
export function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" style={{ flexShrink: 0 }}>
        <rect width="64" height="64" rx="14" fill="#0b4f6c" />
        <circle cx="32" cy="28" r="11" fill="#f6b93b" />
        <path d="M12 46c8-6 14-6 20 0s12 6 20 0" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" />
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
