import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the page: a section named by its h2. */
export function ContactBlock({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2.5, md: 3 }, height: '100%' }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
