import { createTheme } from '@mui/material/styles';

/** A calm, high-contrast office theme: the Kejaksaan's green with a gold accent. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f4d3a', light: '#3d7a5f', dark: '#133326', contrastText: '#ffffff' },
    secondary: { main: '#b8891b', contrastText: '#ffffff' },
    background: { default: '#f3f5f4', paper: '#ffffff' },
    text: { primary: '#1c2421', secondary: '#4d5a55' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif',
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
