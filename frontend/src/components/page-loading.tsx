import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while a page's code loads: a "Loading..." spinner (docs/product.md, "Pages and layout"). */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>{label}</Typography>
    </Box>
  );
}
