import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Evidence, EvidenceInput } from '@pidsus/shared';
import { EVIDENCE_STATUSES, EVIDENCE_STATUS_LABELS } from '@pidsus/shared/constants';
import { useState } from 'react';
import { HttpError } from '../../../lib/http';
import { DayTextField } from '../../../components/day-text-field';
import { DiscardDialog } from '../../../components/discard-dialog';
import { idEvidence } from '../../../i18n/id-evidence';
import { errorMessage } from '../../../lib/api-client';
import { formValuesOf, toEvidenceInput, type EvidenceFormValues } from './evidence-form';
import { DialogForm } from '../../../components/dialog-form';

const t = idEvidence.dialog;

export interface EvidenceDialogProps {
  open: boolean;
  /** The item being edited; absent when adding. */
  item?: Evidence;
  onClose: () => void;
  /** Saves; a rejected promise keeps the dialog open with the server's reasons. */
  onSubmit: (input: EvidenceInput) => Promise<unknown>;
}

/**
 * Add or edit an evidence item (decisions §8.4). What was typed stays until it is saved or discarded: Escape,
 * 'Batal' or a click outside over unsaved input first asks 'Buang perubahan?', as the deadline dialog does.
 */
export function EvidenceDialog(props: EvidenceDialogProps) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  // Each opening starts from a fresh form: nothing typed yet.
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) {
      setDirty(false);
    }
  }
  const requestClose = () => {
    if (!busy) {
      if (dirty) {
        setAsking(true);
      } else {
        props.onClose();
      }
    }
  };
  return (
    <>
      <Dialog
        open={props.open}
        onClose={requestClose}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby="evidence-dialog-title"
      >
        <EvidenceForm {...props} onBusy={setBusy} onDirty={setDirty} onCancel={requestClose} />
      </Dialog>
      <DiscardDialog
        open={props.open && asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          setDirty(false);
          props.onClose();
        }}
      />
    </>
  );
}

type Errors = Partial<Record<keyof EvidenceFormValues, string>>;

function EvidenceForm({
  item,
  onSubmit,
  onBusy,
  onDirty,
  onCancel,
}: EvidenceDialogProps & { onBusy: (busy: boolean) => void; onDirty: (dirty: boolean) => void; onCancel: () => void }) {
  const [initial] = useState(() => formValuesOf(item));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (name: keyof EvidenceFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      setErrors((current) => ({ ...current, [name]: undefined }));
      onDirty(JSON.stringify(next) !== JSON.stringify(initial));
    },
    error: Boolean(errors[name]),
    fullWidth: true,
    slotProps: { inputLabel: { shrink: true } },
  });

  /** A day typed as DD/MM/YYYY like every other day of the app (decisions §7.5), never the browser's own picker. */
  const dayField = (name: 'seizure_date' | 'status_date') => ({
    name,
    value: values[name],
    onChange: (value: string) => field(name).onChange({ target: { value } }),
    error: errors[name],
  });

  const submit = async () => {
    const checked = toEvidenceInput(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    onBusy(true);
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
      onBusy(false);
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
      <DialogTitle id="evidence-dialog-title">{item ? t.editTitle : t.addTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            {...field('description')}
            label={t.description}
            required
            multiline
            minRows={2}
            helperText={errors.description ?? t.descriptionHelp}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              {...field('quantity')}
              label={t.quantity}
              required
              helperText={errors.quantity ?? t.quantityHelp}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField {...field('unit')} label={t.unit} helperText={errors.unit ?? t.unitHelp} />
          </Stack>
          <TextField {...field('storage_place')} label={t.storagePlace} helperText={errors.storage_place} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...field('seizure_number')} label={t.seizureNumber} helperText={errors.seizure_number} />
            <DayTextField {...dayField('seizure_date')} label={t.seizureDate} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('status')}
              select
              label={t.status}
              helperText={errors.status}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {EVIDENCE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {EVIDENCE_STATUS_LABELS[status]}
                </option>
              ))}
            </TextField>
            <DayTextField {...dayField('status_date')} label={t.statusDate} />
          </Stack>
          <TextField {...field('note')} label={t.note} multiline minRows={2} helperText={errors.note} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {t.save}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
