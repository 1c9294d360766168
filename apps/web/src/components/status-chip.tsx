import Chip, { type ChipProps } from '@mui/material/Chip';
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
