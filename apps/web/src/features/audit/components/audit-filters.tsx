import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AuditKind } from '@pidsus/shared';
import { AUDIT_ACTIONS, AUDIT_READ_ACTIONS } from '@pidsus/shared/constants';
import { DayTextField } from '../../../components/day-text-field';
import { idAudit } from '../../../i18n/id-audit';
import { actionText } from '../audit-text';

const t = idAudit.filters;
const reads: readonly string[] = AUDIT_READ_ACTIONS;
/** A select whose empty choice (`Semua …`) is shown, under a label that stays above it. */
const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** What the filters hold as typed: a day is `YYYY-MM-DD` once it parses, else the text typed. */
export interface AuditFilterValues {
  userId: string;
  action: string;
  from: string;
  to: string;
}

export const emptyFilters: AuditFilterValues = { userId: '', action: '', from: '', to: '' };

/** True when a typed day is a day (or nothing). */
export const isDayOrEmpty = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The user, action and date-range filters of the log; the actions offered are those of the chosen kind. */
export function AuditFilters({
  kind,
  values,
  users,
  onChange,
}: {
  kind: AuditKind;
  values: AuditFilterValues;
  users: { id: number; username: string }[];
  onChange: (values: AuditFilterValues) => void;
}) {
  const actions = AUDIT_ACTIONS.filter((action) => reads.includes(action) === (kind === 'read'));
  const set = (field: keyof AuditFilterValues) => (value: string) => onChange({ ...values, [field]: value });
  return (
    <Box
      component="form"
      role="search"
      aria-label={t.label}
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr)) auto' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <TextField
        select
        label={t.user}
        value={values.userId}
        onChange={(event) => set('userId')(event.target.value)}
        slotProps={showEmpty}
      >
        <MenuItem value="">{t.allUsers}</MenuItem>
        {users.map((user) => (
          <MenuItem key={user.id} value={String(user.id)}>
            {user.username}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t.action}
        value={values.action}
        onChange={(event) => set('action')(event.target.value)}
        slotProps={showEmpty}
      >
        <MenuItem value="">{t.allActions}</MenuItem>
        {actions.map((action) => (
          <MenuItem key={action} value={action}>
            {actionText(action)}
          </MenuItem>
        ))}
      </TextField>
      <DayTextField
        label={t.from}
        name="from"
        value={values.from}
        onChange={set('from')}
        error={isDayOrEmpty(values.from) ? undefined : t.dateInvalid}
      />
      <DayTextField
        label={t.to}
        name="to"
        value={values.to}
        onChange={set('to')}
        error={isDayOrEmpty(values.to) ? undefined : t.dateInvalid}
      />
      <Button variant="text" onClick={() => onChange(emptyFilters)} sx={{ mt: 1 }}>
        {t.reset}
      </Button>
    </Box>
  );
}
