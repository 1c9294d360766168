import Chip, { type ChipProps } from '@mui/material/Chip';
import type { CSSObject, Theme } from '@mui/material/styles';
import type { CaseStatus } from '@pidsus/shared';
import { id } from '../i18n/id';

/** Requirements §4: Menunggu warning, Sedang Proses info, Selesai success. */
export const statusColor: Record<CaseStatus, 'warning' | 'info' | 'success'> = {
  Menunggu: 'warning',
  'Sedang Proses': 'info',
  Selesai: 'success',
};

/** A case's status as a coloured chip; pass `onClick` to make it the status menu's button. */
export function StatusChip({ status, ...props }: { status: CaseStatus } & Omit<ChipProps, 'color' | 'label'>) {
  return <Chip color={statusColor[status]} label={id.caseStatus[status]} {...props} />;
}

/**
 * The small filled chip's look as plain CSS, for a page that draws a badge per case (a list's cards, the board's):
 * the page gives these rules once, instead of a `Chip` per case serializing its own (docs/performance.md, "A case
 * card without MUI's components").
 */
export const statusBadgeRules = (theme: Theme): CSSObject => ({
  '.status-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    height: 24,
    padding: '0 8px',
    borderRadius: 16,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
  },
  ...Object.fromEntries(
    (['warning', 'info', 'success'] as const).map((color) => [
      `.status-badge-${color}`,
      { backgroundColor: theme.palette[color].main, color: theme.palette[color].contrastText },
    ]),
  ),
});

/** A case's status as `statusBadgeRules` draw it. */
export function StatusBadge({ status }: { status: CaseStatus }) {
  return <span className={`status-badge status-badge-${statusColor[status]}`}>{id.caseStatus[status]}</span>;
}
