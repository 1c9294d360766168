import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LetterFields, LetterInput } from '@pidsus/shared';
import { letterInputSchema } from '@pidsus/shared/schemas/letters';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { HttpError } from '../../../lib/http';
import { DialogForm } from '../../../components/dialog-form';
import { DiscardDialog } from '../../../components/discard-dialog';
import { useDiscardGuard, useReportDirty, type GuardedFormHandlers } from '../../../components/use-discard-guard';
import { id } from '../../../i18n/id';
import { idLetters } from '../../../i18n/id-letters';
import { errorMessage } from '../../../lib/api-client';
import { officeToday } from '../../../lib/time/dates';
import { useForms } from '../api/get-forms';
import { MilestoneDayField } from './milestone-day-field';

const t = idLetters.dialog;

export interface LetterDialogProps {
  open: boolean;
  onClose: () => void;
  /** Makes the letter; a rejected promise keeps the dialog open with the server's reasons. */
  onSubmit: (values: LetterFields) => Promise<unknown>;
}

/**
 * `Buat Surat` (decisions §8.6): a form that has a template, and the letter's date (today by default). The server
 * numbers it, fills the template and files it in the case's documents.
 */
export function LetterDialog(props: LetterDialogProps) {
  const fullScreen = useMediaQuery('(max-width:600px)', { noSsr: true });
  const guard = useDiscardGuard(props.onClose);
  return (
    <>
      <Dialog
        open={props.open}
        onClose={guard.requestClose}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby="letter-dialog-title"
      >
        <LetterForm {...props} {...guard.form} />
      </Dialog>
      <DiscardDialog
        open={props.open && guard.question.asking}
        onKeep={guard.question.onKeep}
        onDiscard={guard.question.onDiscard}
      />
    </>
  );
}

function LetterForm({ onSubmit, onBusy, onDirty, onCancel }: LetterDialogProps & GuardedFormHandlers) {
  const forms = useForms();
  const withTemplate = forms.data?.filter((form) => form.has_template) ?? [];
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState<LetterInput>(() => ({ form_code: '', date: officeToday() }));
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LetterInput, unknown, LetterFields>({
    resolver: zodResolver(letterInputSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  useReportDirty(onDirty, getValues, initial);
  const formCode = useWatch({ control, name: 'form_code' });
  // The select cuts a long name on a phone: the whole name is said under it.
  const chosen = withTemplate.find((form) => form.code === formCode);

  const submit = handleSubmit(async (values) => {
    onBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.response?.data?.errors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') {
        for (const [field, message] of Object.entries(fieldErrors as Record<string, string>)) {
          setError(field as Path<LetterInput>, { message });
        }
      } else {
        setFailure(errorMessage(error, t.failed));
      }
    } finally {
      onBusy(false);
    }
  });

  return (
    <DialogForm onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="letter-dialog-title">{t.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t.intro}
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          {forms.isError && <Alert severity="error">{errorMessage(forms.error, t.formsFailed)}</Alert>}
          <TextField
            select
            label={t.form}
            required
            fullWidth
            disabled={!forms.isSuccess}
            {...register('form_code')}
            error={Boolean(errors.form_code)}
            helperText={errors.form_code?.message ?? chosen?.name}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {forms.isPending ? id.app.loading : '—'}
            </option>
            {withTemplate.map((form) => (
              <option key={form.code} value={form.code}>
                {`${form.code} — ${form.name}`}
              </option>
            ))}
          </TextField>
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <MilestoneDayField
                label={t.date}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isSubmitting}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t.submit}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
