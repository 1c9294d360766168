import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Defendant, DefendantFields, DefendantInput } from '@pidsus/shared';
import { validationMessages } from '@pidsus/shared/constants';
import { defendantInputSchema } from '@pidsus/shared/schemas/defendants';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { HttpError } from '../../../lib/http';
import { DayTextField } from '../../../components/day-text-field';
import { GuardedDialog, type GuardedFormHandlers } from '../../../components/guarded-dialog';
import { useReportDirty } from '../../../components/use-discard-guard';
import { idDefendants } from '../../../i18n/id-defendants';
import { errorMessage } from '../../../lib/api-client';
import { officeToday } from '../../../lib/time/dates';
import { DialogForm } from '../../../components/dialog-form';

const t = idDefendants.dialog;

export interface DefendantDialogProps {
  open: boolean;
  /** What the case's stage calls its defendants (`Tersangka`, `Terdakwa`…). */
  role: string;
  /** The defendant being edited; absent when adding. */
  item?: Defendant;
  onClose: () => void;
  /** Saves; a rejected promise keeps the dialog open with the server's reasons. */
  onSubmit: (values: DefendantFields) => Promise<unknown>;
}

/**
 * Add or edit a defendant (decisions §8.1): the shared schema is the resolver (`Nama wajib diisi`, `NIK harus 16
 * angka`), and a birth date after the office's today is refused here as the server refuses it. Unsaved input asks
 * 'Buang perubahan?' before closing, as the case dialog does.
 */
export function DefendantDialog(props: DefendantDialogProps) {
  return (
    <GuardedDialog open={props.open} onClose={props.onClose} labelledBy="defendant-dialog-title">
      {(handlers) => <DefendantForm {...props} {...handlers} />}
    </GuardedDialog>
  );
}

function DefendantForm({
  role,
  item,
  onSubmit,
  onBusy,
  onDirty,
  onCancel,
}: DefendantDialogProps & GuardedFormHandlers) {
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState<DefendantInput>(() => ({
    name: item?.name ?? '',
    nik: item?.nik ?? '',
    birth_place: item?.birth_place ?? '',
    birth_date: item?.birth_date ?? '',
    gender: item?.gender ?? '',
    address: item?.address ?? '',
    occupation: item?.occupation ?? '',
    charges: item?.charges ?? '',
  }));
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<DefendantInput, unknown, DefendantFields>({
    resolver: zodResolver(defendantInputSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  useReportDirty(onDirty, getValues, initial);

  const submit = handleSubmit(async (values) => {
    if (values.birth_date && values.birth_date > officeToday()) {
      setError('birth_date', { message: validationMessages.birthDateFuture });
      return;
    }
    onBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.response?.data?.errors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') {
        for (const [field, message] of Object.entries(fieldErrors as Record<string, string>)) {
          setError(field as Path<DefendantInput>, { message });
        }
      } else {
        setFailure(errorMessage(error, t.saveFailed));
      }
    } finally {
      onBusy(false);
    }
  });

  const text = (
    name: Path<DefendantInput>,
    label: string,
    extra: { helperText?: string; multiline?: boolean } = {},
  ) => (
    <TextField
      label={label}
      fullWidth
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      {...register(name)}
      error={Boolean(errors[name as keyof typeof errors])}
      helperText={errors[name as keyof typeof errors]?.message ?? extra.helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <DialogForm onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="defendant-dialog-title">{item ? t.editTitle(role) : t.addTitle(role)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t.name}
            required
            fullWidth
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t.nik}
            fullWidth
            {...register('nik')}
            error={Boolean(errors.nik)}
            helperText={errors.nik?.message ?? t.nikHelp}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('birth_place', t.birthPlace)}
            <Controller
              control={control}
              name="birth_date"
              render={({ field, fieldState }) => (
                <DayTextField
                  label={t.birthDate}
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
          <TextField
            select
            label={t.gender}
            fullWidth
            {...register('gender')}
            error={Boolean(errors.gender)}
            helperText={errors.gender?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t.genderNone}</option>
            <option value="L">{idDefendants.genders.L}</option>
            <option value="P">{idDefendants.genders.P}</option>
          </TextField>
          {text('occupation', t.occupation)}
          {text('address', t.address, { multiline: true })}
          {text('charges', t.charges, { helperText: t.chargesHelp, multiline: true })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isSubmitting}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t.save}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
