import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface CallToActionProps {
  /** Id of the heading, which names the panel. */
  headingId: string;
  heading: string;
  text: string;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
}

/** The dark panel that ends a page with a quote button and a contact link (never printed). */
export function CallToAction({ headingId, heading, text, primary, secondary }: CallToActionProps) {
  return (
    <Paper
      component="aside"
      aria-labelledby={headingId}
      sx={{ p: { xs: 3, md: 4 }, bgcolor: '#0a2f40', color: '#fff', mt: 6, displayPrint: 'none' }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1, color: '#fff' }}>
        {heading}
      </Typography>
      <Typography sx={{ mb: 2.5, color: '#e8eef2' }}>{text}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button href={primary.to} variant="contained" color="secondary">
          {primary.label}
        </Button>
        <Button href={secondary.to} variant="outlined" sx={{ color: '#fff', borderColor: '#fff' }}>
          {secondary.label}
        </Button>
      </Box>
    </Paper>
  );
}
