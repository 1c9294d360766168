import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Deadline, DeadlineFields, DeadlineInput, DeadlineTemplate } from '@pidsus/shared';
import { countDays, validationMessages } from '@pidsus/shared/constants';
import { deadlineInputSchema } from '@pidsus/shared/schemas/deadlines';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { HttpError } from '../../../lib/http';
import { DiscardDialog } from '../../../components/discard-dialog';
import { useDiscardGuard, useReportDirty, type GuardedFormHandlers } from '../../../components/use-discard-guard';
import { id } from '../../../i18n/id';
import { idDeadlines } from '../../../i18n/id-deadlines';
import { errorMessage } from '../../../lib/api-client';
import { officeToday } from '../../../lib/time/dates';
import { parseDayText, shortDay } from '../../../lib/time/day-text';
import { useDeadlineTemplates } from '../api/get-deadline-templates';
import { DayTextField } from '../../../components/day-text-field';
import { DialogForm } from '../../../components/dialog-form';

const t = idDeadlines.dialog;

export interface DeadlineDialogProps {
  open: boolean;
  /** The deadline being edited; absent when adding. */
  item?: Deadline;
  onClose: () => void;
  /** Saves; a rejected promise keeps the dialog open with the server's reasons. */
  onSubmit: (values: DeadlineFields) => Promise<unknown>;
}

/**
 * Add or edit a deadline (decisions §7.2). Adding offers a template — its title, and the due date as a start date
 * the user picks plus the template's days, both still editable — or the fields by hand. Escape, 'Batal' or a click
 * outside over unsaved input first asks 'Buang perubahan?', as the case dialog does (decisions §7.5).
 */
export function DeadlineDialog(props: DeadlineDialogProps) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const guard = useDiscardGuard(props.onClose);
  return (
    <>
      <Dialog
        open={props.open}
        onClose={guard.requestClose}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
        aria-labelledby="deadline-dialog-title"
      >
        {/* Mounted afresh at each opening: the form starts from the deadline as it is then. */}
        <DeadlineForm {...props} {...guard.form} />
      </Dialog>
      <DiscardDialog
        open={props.open && guard.question.asking}
        onKeep={guard.question.onKeep}
        onDiscard={guard.question.onDiscard}
      />
    </>
  );
}

function DeadlineForm({ item, onSubmit, onBusy, onDirty, onCancel }: DeadlineDialogProps & GuardedFormHandlers) {
  const adding = item === undefined;
  const templates = useDeadlineTemplates(adding);
  const [mode, setMode] = useState<'template' | 'manual'>(adding ? 'template' : 'manual');
  const [templateId, setTemplateId] = useState('');
  const [start, setStart] = useState(officeToday());
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState<DeadlineInput>(() => ({
    title: item?.title ?? '',
    due_date: item?.due_date ?? '',
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
  } = useForm<DeadlineInput, unknown, DeadlineFields>({
    resolver: zodResolver(deadlineInputSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });

  useReportDirty(onDirty, getValues, initial);

  const template: DeadlineTemplate | undefined = templates.data?.find((each) => String(each.id) === templateId);
  const startDay = parseDayText(start) ?? (start === '' ? null : undefined);
  const computed = template && startDay ? countDays(startDay, template.days, template.counting) : undefined;

  /** A template or a start date chosen: the title and the due date follow them (still editable). */
  const apply = (next: DeadlineTemplate | undefined, nextStart: string) => {
    if (!next) {
      return;
    }
    setValue('title', next.title, { shouldDirty: true, shouldValidate: true });
    const day = parseDayText(nextStart);
    if (day) {
      setValue('due_date', countDays(day, next.days, next.counting), { shouldDirty: true, shouldValidate: true });
    }
  };

  const submit = handleSubmit(async (values) => {
    onBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.response?.data?.errors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') {
        for (const [field, message] of Object.entries(fieldErrors as Record<string, string>)) {
          setError(field as Path<DeadlineInput>, { message });
        }
      } else {
        setFailure(errorMessage(error, t.saveFailed));
      }
    } finally {
      onBusy(false);
    }
  });

  const noTemplates = templates.isSuccess && templates.data.length === 0;
  return (
    <DialogForm onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="deadline-dialog-title">{adding ? t.addTitle : t.editTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {adding && (
            <div>
              <FormLabel id="deadline-source-label">{t.source}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="deadline-source-label"
                value={mode}
                onChange={(event) => setMode(event.target.value as 'template' | 'manual')}
              >
                <FormControlLabel value="template" control={<Radio />} label={t.fromTemplate} />
                <FormControlLabel value="manual" control={<Radio />} label={t.byHand} />
              </RadioGroup>
            </div>
          )}
          {adding && mode === 'template' && (
            <>
              {templates.isError && <Alert severity="error">{errorMessage(templates.error, t.templatesFailed)}</Alert>}
              {noTemplates && <Alert severity="info">{t.noTemplates}</Alert>}
              <TextField
                select
                label={t.template}
                value={templateId}
                onChange={(event) => {
                  setTemplateId(event.target.value);
                  apply(
                    templates.data?.find((each) => String(each.id) === event.target.value),
                    start,
                  );
                }}
                disabled={!templates.isSuccess || noTemplates}
                helperText={t.templateHelp}
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="" disabled>
                  {templates.isPending ? id.app.loading : '—'}
                </option>
                {templates.data?.map((each) => (
                  <option key={each.id} value={String(each.id)}>
                    {t.templateOption(each.title, each.days, each.counting)}
                  </option>
                ))}
              </TextField>
              <DayTextField
                label={t.startDate}
                value={start}
                onChange={(value) => {
                  setStart(value);
                  apply(template, value);
                }}
                error={startDay === undefined ? validationMessages.dateInvalid : undefined}
                helperText={t.startHelp}
              />
              {template && computed && startDay && (
                <Typography variant="body2" role="status" sx={{ fontWeight: 500 }}>
                  {t.computed(shortDay(startDay), template.days, template.counting, shortDay(computed))}
                </Typography>
              )}
            </>
          )}
          <TextField
            label={t.titleLabel}
            required
            fullWidth
            {...register('title')}
            error={Boolean(errors.title)}
            helperText={errors.title?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Controller
            control={control}
            name="due_date"
            render={({ field, fieldState }) => (
              <DayTextField
                label={t.dueDate}
                required
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
