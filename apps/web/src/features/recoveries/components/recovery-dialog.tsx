import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RecoveryInput, RecoveryKind } from '@pidsus/shared';
import { RECOVERY_KINDS, RECOVERY_KIND_LABELS } from '@pidsus/shared/constants';
import { parseRupiah } from '@pidsus/shared/money';
import { recoveryInputSchema } from '@pidsus/shared/schemas/recoveries';
import { useState } from 'react';
import { HttpError } from '../../../lib/http';
import { idRecoveries } from '../../../i18n/id-recoveries';
import { errorMessage } from '../../../lib/api-client';
import { officeToday } from '../../../lib/time/dates';
import { AmountField } from './amount-field';
import { MoneyDialog } from './money-dialog';
import { DayTextField } from '../../../components/day-text-field';
import { DialogForm } from '../../../components/dialog-form';

const t = idRecoveries.dialog;

interface Values {
  kind: RecoveryKind;
  amount: string;
  date: string;
  note: string;
}
type Errors = Partial<Record<keyof Values, string>>;

/** What the dialog sends, checked by the shared schema: the input, or the field messages. */
export function toRecoveryInput(values: Values): { input: RecoveryInput } | { errors: Errors } {
  const amount = parseRupiah(values.amount);
  const input: RecoveryInput = { ...values, amount: amount ?? Number.NaN };
  const parsed = recoveryInputSchema.safeParse(input);
  if (parsed.success && amount !== null) {
    return { input };
  }
  const errors: Errors = amount === null ? { amount: t.amountInvalid } : {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    errors[issue.path[0] as keyof Values] ??= issue.message;
  }
  return { errors };
}

/** Record money recovered for the state (decisions §8.4): its kind, amount in whole rupiah, date and a note. */
export function RecoveryDialog(props: {
  open: boolean;
  onClose: () => void;
  onSubmit: (input: RecoveryInput) => Promise<unknown>;
}) {
  return (
    <MoneyDialog open={props.open} labelledBy="recovery-dialog-title" onClose={props.onClose}>
      {(frame) => <RecoveryForm onSubmit={props.onSubmit} {...frame} />}
    </MoneyDialog>
  );
}

function RecoveryForm({
  onSubmit,
  setDirty,
  setBusy,
  cancel,
}: {
  onSubmit: (input: RecoveryInput) => Promise<unknown>;
  setDirty: (dirty: boolean) => void;
  setBusy: (busy: boolean) => void;
  cancel: () => void;
}) {
  const [values, setValues] = useState<Values>({ kind: 'pengembalian', amount: '', date: officeToday(), note: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setDirty(true);
  };

  const submit = async () => {
    const checked = toRecoveryInput(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(checked.input);
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.response?.data?.errors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') {
        setErrors(fieldErrors as Errors);
      } else {
        setFailure(errorMessage(error, t.saveFailed));
      }
    } finally {
      setSaving(false);
      setBusy(false);
    }
  };

  return (
    <DialogForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogTitle id="recovery-dialog-title">{t.addTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            select
            label={t.kind}
            value={values.kind}
            onChange={(event) => change('kind', event.target.value)}
            error={Boolean(errors.kind)}
            helperText={errors.kind}
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {RECOVERY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {RECOVERY_KIND_LABELS[kind]}
              </option>
            ))}
          </TextField>
          <AmountField
            label={t.amount}
            required
            value={values.amount}
            onChange={(value) => change('amount', value)}
            error={errors.amount}
            helperText={t.amountHelp}
          />
          <DayTextField
            label={t.date}
            required
            name="date"
            value={values.date}
            onChange={(value) => change('date', value)}
            error={errors.date}
          />
          <TextField
            label={t.note}
            value={values.note}
            onChange={(event) => change('note', event.target.value)}
            error={Boolean(errors.note)}
            helperText={errors.note}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={cancel} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {t.save}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
