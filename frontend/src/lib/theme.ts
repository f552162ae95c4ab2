import { TOOLTIP } from '@costa-sol/common';
import { createTheme } from '@mui/material/styles';

/** Colours chosen for WCAG AA contrast on white and on the brand blue. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b4f6c', contrastText: '#ffffff' },
    secondary: { main: '#b45309', contrastText: '#ffffff' },
    success: { main: '#1b7a3e', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    text: { primary: '#1a1d21', secondary: '#454b52' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Long Spanish words ("dimensionamiento") must fit a 360 px phone: smaller there, and break rather than overflow.
    h1: {
      fontSize: 'clamp(1.75rem, 1.2rem + 2.6vw, 2.4rem)',
      fontWeight: 800,
      lineHeight: 1.15,
      overflowWrap: 'break-word',
      hyphens: 'auto',
    },
    h2: { fontSize: 'clamp(1.45rem, 1.2rem + 1.2vw, 1.8rem)', fontWeight: 700, overflowWrap: 'break-word', hyphens: 'auto' },
    h3: { fontSize: '1.25rem', fontWeight: 700, overflowWrap: 'break-word' },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 700 } } },
    // Links inside text must stand out without relying on colour (WCAG 1.4.1): underlined by default.
    MuiLink: { defaultProps: { underline: 'always' } },
    // The hint describes its trigger (aria-describedby) rather than renaming it; delays: docs/product.md, "Tooltips".
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP.delayMs, enterNextDelay: TOOLTIP.nextDelayMs, describeChild: true } },
  },
});
