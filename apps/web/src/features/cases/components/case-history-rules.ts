import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The rows' rules, given once for the whole history: each row is plain elements, where some eight MUI boxes and texts
 * per row each serialized their own `sx` (docs/performance.md, "A case card without MUI's components").
 */
export const historyRules = (theme: Theme): CSSObject => ({
  '.case-history-list': { listStyle: 'none', margin: 0, padding: 0 },
  '.case-history-event': {
    display: 'grid',
    gridTemplateColumns: '32px 1fr',
    gap: theme.spacing(1.5),
    paddingBottom: theme.spacing(2),
    '&:last-child': { paddingBottom: 0 },
  },
  '.case-history-icon': {
    width: 32,
    height: 32,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '.case-history-summary': { ...theme.typography.body1, margin: 0, fontWeight: 500 },
  '.case-history-time': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '.case-history-changes': { margin: 0, marginTop: theme.spacing(0.5), paddingLeft: theme.spacing(2.5) },
  '.case-history-change': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
    overflowWrap: 'anywhere',
  },
});
