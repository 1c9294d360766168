import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatAmount, parseRupiah } from '@pidsus/shared/money';
import { useState } from 'react';
import { HttpError } from '../../../lib/http';
import { idRecoveries } from '../../../i18n/id-recoveries';
import { errorMessage } from '../../../lib/api-client';
import { AmountField } from './amount-field';
import { MoneyDialog } from './money-dialog';
import { DialogForm } from '../../../components/dialog-form';

const t = idRecoveries.dialog;

/** The case's state loss (kerugian keuangan negara) in whole rupiah; empty clears it (not yet known). */
export function StateLossDialog(props: {
  open: boolean;
  current: number | null;
  onClose: () => void;
  onSubmit: (stateLoss: number | null) => Promise<unknown>;
}) {
  return (
    <MoneyDialog open={props.open} labelledBy="state-loss-dialog-title" onClose={props.onClose}>
      {({ setDirty, setBusy, cancel }) => (
        <StateLossForm {...props} setDirty={setDirty} setBusy={setBusy} cancel={cancel} />
      )}
    </MoneyDialog>
  );
}

function StateLossForm({
  current,
  onSubmit,
  setDirty,
  setBusy,
  cancel,
}: {
  current: number | null;
  onSubmit: (stateLoss: number | null) => Promise<unknown>;
  setDirty: (dirty: boolean) => void;
  setBusy: (busy: boolean) => void;
  cancel: () => void;
}) {
  const [value, setValue] = useState(current === null ? '' : formatAmount(current));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const amount = value.trim() === '' ? null : parseRupiah(value);
    if (amount === null && value.trim() !== '') {
      setError(t.amountInvalid);
      return;
    }
    setSaving(true);
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(amount);
    } catch (caught) {
      const fieldErrors = caught instanceof HttpError ? caught.response?.data?.errors : undefined;
      if (fieldErrors?.state_loss) {
        setError(String(fieldErrors.state_loss));
      } else {
        setFailure(errorMessage(caught, t.saveFailed));
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
      <DialogTitle id="state-loss-dialog-title">{t.stateLossTitle}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <div style={{ paddingTop: 8 }}>
          <AmountField
            label={t.amount}
            autoFocus
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
              setDirty(true);
            }}
            error={error}
            helperText={t.stateLossHelp}
          />
        </div>
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
