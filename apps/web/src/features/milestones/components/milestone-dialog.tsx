import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CATEGORIES, countDays, isCalendarDate } from '@pidsus/shared/constants';
import type { Form, Milestone, MilestoneFields, MilestoneInput } from '@pidsus/shared';
import { milestoneInputSchema } from '@pidsus/shared/schemas/milestones';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { HttpError } from '../../../lib/http';
import { DiscardDialog } from '../../../components/discard-dialog';
import { useDiscardGuard, useReportDirty, type GuardedFormHandlers } from '../../../components/use-discard-guard';
import { id } from '../../../i18n/id';
import { idMilestones } from '../../../i18n/id-milestones';
import { errorMessage } from '../../../lib/api-client';
import { formatDayText } from '../../../lib/time/day-text';
import { officeToday } from '../../../lib/time/dates';
import { useForms } from '../api/get-forms';
import { MilestoneDayField } from './milestone-day-field';
import { DialogForm } from '../../../components/dialog-form';

const t = idMilestones.dialog;

export interface MilestoneDialogProps {
  open: boolean;
  /** The milestone being edited; absent when adding. */
  item?: Milestone;
  onClose: () => void;
  /** Saves; a rejected promise keeps the dialog open with the server's reasons. */
  onSubmit: (values: MilestoneFields) => Promise<unknown>;
}

/** What the number field says: assigned when left empty (a numbered form), none, or replaceable (an edit). */
export function numberHint(form: Form | undefined, editing: boolean): string {
  if (editing) {
    return t.numberKept;
  }
  if (!form || form.numbering === null) {
    return t.numberNone;
  }
  return form.numbering === 'PLAIN' ? t.numberPlainAuto : t.numberAuto(form.numbering);
}

/** The deadlines a form will start from `date`, as the dialog lists them (with their due day once the date parses). */
export function startedDeadlines(form: Form | undefined, date: string): string[] {
  return (form?.starts_deadlines ?? []).map((deadline) =>
    t.startsItem(
      deadline.title,
      deadline.days,
      deadline.counting,
      isCalendarDate(date) ? formatDayText(countDays(date, deadline.days, deadline.counting)) : null,
    ),
  );
}

/**
 * Add or edit a milestone (Tahapan, decisions §8.3): the form (grouped by stage), the date, the number (assigned
 * when left empty), a note; the deadlines the form starts are listed before saving. Unsaved input asks
 * 'Buang perubahan?' first, as the other dialogs do.
 */
export function MilestoneDialog(props: MilestoneDialogProps) {
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
        aria-labelledby="milestone-dialog-title"
      >
        <MilestoneForm {...props} {...guard.form} />
      </Dialog>
      <DiscardDialog
        open={props.open && guard.question.asking}
        onKeep={guard.question.onKeep}
        onDiscard={guard.question.onDiscard}
      />
    </>
  );
}

function MilestoneForm({ item, onSubmit, onBusy, onDirty, onCancel }: MilestoneDialogProps & GuardedFormHandlers) {
  const editing = item !== undefined;
  const forms = useForms();
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState<MilestoneInput>(() => ({
    form_code: item?.form.code ?? '',
    date: item?.date ?? officeToday(),
    number: item?.number ?? '',
    note: item?.note ?? '',
  }));
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<MilestoneInput, unknown, MilestoneFields>({
    resolver: zodResolver(milestoneInputSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  useReportDirty(onDirty, getValues, initial);
  const [formCode, date] = useWatch({ control, name: ['form_code', 'date'] });
  const form = forms.data?.find((each) => each.code === formCode);
  const starts = editing ? [] : startedDeadlines(form, date);

  const submit = handleSubmit(async (values) => {
    onBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.response?.data?.errors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') {
        for (const [field, message] of Object.entries(fieldErrors as Record<string, string>)) {
          setError(field as Path<MilestoneInput>, { message });
        }
      } else {
        setFailure(errorMessage(error, t.saveFailed));
      }
    } finally {
      onBusy(false);
    }
  });

  return (
    <DialogForm onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="milestone-dialog-title">{editing ? t.editTitle : t.addTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {forms.isError && <Alert severity="error">{errorMessage(forms.error, t.formsFailed)}</Alert>}
          <TextField
            select
            label={t.form}
            required
            fullWidth
            disabled={editing || !forms.isSuccess}
            {...register('form_code')}
            error={Boolean(errors.form_code)}
            helperText={errors.form_code?.message ?? form?.name}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {forms.isPending ? id.app.loading : '—'}
            </option>
            {editing && item && !forms.data?.some((each) => each.code === item.form.code) && (
              <option value={item.form.code}>{`${item.form.code} — ${item.form.name}`}</option>
            )}
            {CATEGORIES.map((stage) => {
              const ofStage = forms.data?.filter((each) => each.stage === stage) ?? [];
              return ofStage.length === 0 ? null : (
                <optgroup key={stage} label={idMilestones.stages[stage]}>
                  {ofStage.map((each) => (
                    <option key={each.code} value={each.code}>
                      {`${each.code} — ${each.name}`}
                    </option>
                  ))}
                </optgroup>
              );
            })}
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
          <TextField
            label={t.number}
            fullWidth
            {...register('number')}
            placeholder={editing ? undefined : numberHint(form, false)}
            error={Boolean(errors.number)}
            helperText={errors.number?.message ?? numberHint(form, editing)}
            slotProps={{ inputLabel: { shrink: true } }}
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
          {starts.length > 0 && (
            <Box role="status" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t.starts}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {starts.map((text) => (
                  <Typography key={text} component="li" variant="body2">
                    {text}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
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
