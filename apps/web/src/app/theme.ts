import { createTheme } from '@mui/material/styles';

/**
 * A calm, high-contrast office theme: the Kejaksaan's green with a gold accent. Every colour that carries
 * white text (the gold, the status chips' amber and blue) reaches WCAG AA's 4.5:1 (Lighthouse's contrast
 * audit); MUI's default warning (3.1:1) and info (3.9:1) do not.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f4d3a', light: '#3d7a5f', dark: '#133326', contrastText: '#ffffff' },
    secondary: { main: '#946c10', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0369a1', contrastText: '#ffffff' },
    background: { default: '#f3f5f4', paper: '#ffffff' },
    text: { primary: '#1c2421', secondary: '#4d5a55' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Roboto Fallback", "Segoe UI", Arial, sans-serif',
    h4: { fontWeight: 600, letterSpacing: '-0.01em' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #dde3e0' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
