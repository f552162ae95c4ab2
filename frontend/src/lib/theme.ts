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
    h1: { fontSize: '2.4rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '1.8rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 700 },
  },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 700 } } },
    // Links inside text must stand out without relying on colour (WCAG 1.4.1): underlined by default.
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
