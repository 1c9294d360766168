import { createTheme } from '@mui/material/styles';
import { focusRing } from '../lib/focus-ring';

/**
 * A calm, high-contrast office theme: the Kejaksaan's green with a gold accent. Every colour that carries
 * white text (the gold, the status chips' amber and blue) reaches WCAG AA's 4.5:1 (Lighthouse's contrast
 * audit); MUI's default warning (3.1:1) and info (3.9:1) do not.
 */
const ring = { outline: `${focusRing.width}px solid ${focusRing.color}`, outlineOffset: 2 };
/** Inside its own box, for what fills a clipping container edge to edge (menu items, list rows, tabs, whole cards). */
const insetRing = { outline: `${focusRing.width}px solid ${focusRing.color}`, outlineOffset: -focusRing.width };
/** On a dark surface the same ring turns white; `&&` outweighs each control's own rule. */
const onDark = { '&& .Mui-focusVisible, && :focus-visible': { outlineColor: focusRing.onDark } };

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
    fontFamily: 'Roboto, "Roboto Fallback", "Roboto Fallback Arial", "Segoe UI", Arial, sans-serif',
    h4: { fontWeight: 600, letterSpacing: '-0.01em' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Links and anything else a keyboard reaches that MUI does not draw (FullCalendar's, plain anchors).
    MuiCssBaseline: {
      styleOverrides: { ':where(a[href], button, summary, [tabindex]:not([tabindex="-1"])):focus-visible': ring },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiToggleButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiAlert: { styleOverrides: { filled: onDark } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #dde3e0' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 }, styleOverrides: { root: onDark } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
