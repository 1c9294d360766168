import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DefendantRef, Detention, DetentionFields, DetentionInput } from '@pidsus/shared';
import { DETENTION_AUTHORITIES, DETENTION_KINDS } from '@pidsus/shared/constants';
import { detentionInputSchema } from '@pidsus/shared/schemas/detentions';
import { useState } from 'react';
import { Controller, useForm, useWatch, type DefaultValues, type Path } from 'react-hook-form';
import { HttpError } from '../../../lib/http';
import { DayTextField } from '../../../components/day-text-field';
import { GuardedDialog, type GuardedFormHandlers } from '../../../components/guarded-dialog';
import { useReportDirty } from '../../../components/use-discard-guard';
import { idDetentions } from '../../../i18n/id-detentions';
import { errorMessage } from '../../../lib/api-client';
import { officeToday } from '../../../lib/time/dates';
import { dayAfter, endOf, shortDay } from '../period-text';
import { DialogForm } from '../../../components/dialog-form';

const t = idDetentions.dialog;

export interface DetentionDialogProps {
  open: boolean;
  /** The case's defendants (the people a period may name). */
  defendants: readonly DefendantRef[];
  /** The case's periods (those a new one may extend). */
  periods: readonly Detention[];
  /** The period being edited; absent when adding. */
  item?: Detention;
  onClose: () => void;
  /** Saves; a rejected promise keeps the dialog open with the server's reasons. */
  onSubmit: (values: DetentionFields) => Promise<unknown>;
}

/**
 * Record or edit a detention period (decisions §8.2). It shows its arithmetic as the law counts (`1/3/2026 + 20 hari
 * (hari pertama dihitung) = s/d 20/3/2026`, `periodEnd` of the shared package), and offers `Perpanjangan dari`: a
 * period of the same person, which fills the start with the day after it ends.
 */
export function DetentionDialog(props: DetentionDialogProps) {
  return (
    <GuardedDialog open={props.open} onClose={props.onClose} labelledBy="detention-dialog-title">
      {(handlers) => <DetentionForm {...props} {...handlers} />}
    </GuardedDialog>
  );
}

function DetentionForm({
  defendants,
  periods,
  item,
  onSubmit,
  onBusy,
  onDirty,
  onCancel,
}: DetentionDialogProps & GuardedFormHandlers) {
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState<DefaultValues<DetentionInput>>(() => ({
    defendant_id: item?.defendant.id ?? defendants[0]?.id,
    kind: item?.kind ?? 'rutan',
    authority: item?.authority ?? 'penyidik',
    basis: item?.basis ?? '',
    order_number: item?.order_number ?? '',
    start_date: item?.start_date ?? officeToday(),
    days: item?.days ?? 20,
    extends_id: item?.extends_id ?? null,
    released_on: item?.released_on ?? '',
    note: item?.note ?? '',
  }));
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<DetentionInput, unknown, DetentionFields>({
    resolver: zodResolver(detentionInputSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  useReportDirty(onDirty, getValues, initial);
  const [defendantId, start, days] = useWatch({ control, name: ['defendant_id', 'start_date', 'days'] });
  // The periods this one may extend: the same person's, not released, not this one.
  const extendable = periods.filter(
    (period) => period.defendant.id === defendantId && period.id !== item?.id && period.released_on === null,
  );
  const end = endOf(start, typeof days === 'number' ? days : Number.NaN);

  const submit = handleSubmit(async (values) => {
    onBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.response?.data?.errors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') {
        for (const [field, message] of Object.entries(fieldErrors as Record<string, string>)) {
          setError(field as Path<DetentionInput>, { message });
        }
      } else {
        setFailure(errorMessage(error, t.saveFailed));
      }
    } finally {
      onBusy(false);
    }
  });

  const select = (
    name: 'kind' | 'authority',
    label: string,
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <TextField
      select
      label={label}
      fullWidth
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </TextField>
  );

  return (
    <DialogForm onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="detention-dialog-title">{item ? t.editTitle : t.addTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Controller
            control={control}
            name="defendant_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t.defendant}
                required
                fullWidth
                name={field.name}
                inputRef={field.ref}
                value={field.value === undefined ? '' : String(field.value)}
                onChange={(event) => {
                  field.onChange(Number(event.target.value));
                  setValue('extends_id', null);
                }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {defendants.map((defendant) => (
                  <option key={defendant.id} value={String(defendant.id)}>
                    {defendant.name}
                  </option>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="extends_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t.extends}
                fullWidth
                name={field.name}
                inputRef={field.ref}
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={(event) => {
                  const chosen = extendable.find((period) => String(period.id) === event.target.value);
                  field.onChange(chosen ? chosen.id : null);
                  if (chosen) {
                    setValue('start_date', dayAfter(chosen), { shouldDirty: true, shouldValidate: true });
                  }
                }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t.extendsNone}</option>
                {extendable.map((period) => (
                  <option key={period.id} value={String(period.id)}>
                    {t.extendsOption(`${shortDay(period.start_date)} s/d ${shortDay(period.end_date)}`)}
                  </option>
                ))}
              </TextField>
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {select('kind', t.kind, DETENTION_KINDS, idDetentions.kinds)}
            {select('authority', t.authority, DETENTION_AUTHORITIES, idDetentions.authorities)}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Controller
              control={control}
              name="start_date"
              render={({ field, fieldState }) => (
                <DayTextField
                  label={t.startDate}
                  required
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  helperText={t.startHelp}
                />
              )}
            />
            <TextField
              label={t.days}
              type="number"
              required
              fullWidth
              {...register('days', { valueAsNumber: true })}
              error={Boolean(errors.days)}
              helperText={errors.days?.message}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 1, max: 400 } }}
            />
          </Stack>
          {start && end && (
            <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
              {t.arithmetic(shortDay(start), days as number, shortDay(end))}
            </Typography>
          )}
          <TextField
            label={t.basis}
            fullWidth
            {...register('basis')}
            error={Boolean(errors.basis)}
            helperText={errors.basis?.message ?? t.basisHelp}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t.orderNumber}
            fullWidth
            {...register('order_number')}
            error={Boolean(errors.order_number)}
            helperText={errors.order_number?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Controller
            control={control}
            name="released_on"
            render={({ field, fieldState }) => (
              <DayTextField
                label={t.releasedOn}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                helperText={t.releasedHelp}
              />
            )}
          />
          <TextField
            label={t.note}
            fullWidth
            multiline
            minRows={2}
            {...register('note')}
            error={Boolean(errors.note)}
            helperText={errors.note?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
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
