import { BUSINESS } from '@costa-sol/common';
import Box from '@mui/material/Box';

export function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0b4f6c" />
        <circle cx="32" cy="28" r="11" fill="#f6b93b" />
        <path d="M12 46c8-6 14-6 20 0s12 6 20 0" stroke="#fff" strokeWidth="5" fill="none" strokeLinecap="round" />
      </svg>
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.15rem', color: 'primary.main' }}>
        {BUSINESS.brandWithTrade}
      </Box>
    </Box>
  );
}
