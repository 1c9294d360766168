import { alpha, lighten, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * A register's tables, as MUI's small table drew them, from rules given once for the page: a month's register is
 * hundreds of cells, and each cell as MUI's `TableCell` with its own `sx` serialized its styles (docs/performance.md,
 * "A case card without MUI's components"). A register's prose (a note, the charges: `register-cells.tsx`) keeps a
 * readable width and its numbers stay whole, within a laptop's 1366 px; a phone scrolls the table. A report's figures
 * need none of it.
 */
export const tableRules = (theme: Theme): CSSObject => ({
  '.register-table': { width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
  '.register-table th, .register-table td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    padding: '6px 8px',
    [theme.breakpoints.up('sm')]: { padding: '6px 16px' },
  },
  '.register-table th': { lineHeight: theme.typography.pxToRem(24), fontWeight: 700 },
  '.register-table-wide td:not(:first-of-type)': { minWidth: 110 },
  // A register's many columns fit a laptop's width with a little less room between them.
  [theme.breakpoints.up('sm')]: { '.register-table-wide th, .register-table-wide td': { padding: '6px 12px' } },
  '.register-table-wide th.register-prose': { minWidth: '10.5rem' },
  '.register-table .register-amount': { whiteSpace: 'nowrap' },
  '.register-table .register-number': { whiteSpace: 'nowrap' },
});
