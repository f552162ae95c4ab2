import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A form's fields in one language, under a heading that names it ("English", "Spanish"). */
export function LanguageSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
    </Box>
  );
}
