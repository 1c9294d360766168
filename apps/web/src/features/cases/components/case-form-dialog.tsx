import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Case, CaseFields, CaseInput, Category } from '@pidsus/shared';
import { MAX_LENGTH, validationMessages } from '@pidsus/shared/constants';
import { caseInputSchema } from '@pidsus/shared/schemas/case';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { HttpError } from '../../../lib/http';
import { idCaseForm } from '../../../i18n/id-case-form';
import { DayField } from './day-field';
import { TimeField } from './time-field';
import { DiscardDialog } from '../../../components/discard-dialog';
import { useDiscardGuard, useReportDirty, type GuardedFormHandlers } from '../../../components/use-discard-guard';
import { TeamField } from './team-field';

const t = idCaseForm;

type FormValues = CaseInput;

const emptyValues = (type: Category): FormValues => ({
  number: '',
  title: '',
  date: '',
  time: '',
  location: '',
  description: '',
  parties: '',
  witnesses: '',
  prosecutor: '',
  type,
  team_ids: [],
});

const valuesOf = (item: Case): FormValues => ({
  number: item.number,
  title: item.title,
  date: item.date,
  time: item.time ?? '',
  location: item.location,
  description: item.description,
  parties: item.parties,
  witnesses: item.witnesses,
  prosecutor: item.prosecutor,
  type: item.type,
  team_ids: item.team.map((member) => member.id),
});

/** Fields with a length limit: the count shows from this many characters before it. */
const COUNTER_FROM = 20;

/** The field's message on the left and, near the limit, how many characters of how many on the right. */
function helper(message: string | undefined, length: number, max: number): ReactNode {
  if (length < max - COUNTER_FROM) {
    return message;
  }
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{message}</span>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {t.counter(length, max)}
      </Box>
    </Box>
  );
}

export interface CaseFormDialogProps {
  open: boolean;
  /** The case being edited; absent when adding. */
  item?: Case;
  /** The category a new case goes into. */
  type: Category;
  onClose: () => void;
  /**
   * Saves; a rejected promise keeps the dialog open and shows the server's field errors. `basedOn` is the
   * `updated_at` of the case as it was when the dialog opened, so that a newer version fetched meanwhile
   * cannot hide a conflict.
   */
  onSubmit: (values: CaseInput, basedOn: string | undefined) => Promise<unknown>;
  /** Shown above the fields, e.g. a 409 with its 'Muat Ulang' button. */
  banner?: ReactNode;
  /**
   * Whether closing gives the focus back to the control that opened the dialog (the default). False once a new case
   * was saved and the list moves the focus to it (decisions §7.5): the return would scroll the page back up.
   */
  restoreFocus?: boolean;
}

/**
 * The add/edit dialog (requirements §2, §5; decisions §5 labels; decisions §7.5): 'Simpan' waits for Judul and
 * Tanggal; Escape, 'Batal' or a click outside over unsaved input first asks 'Buang perubahan?'.
 */
export function CaseFormDialog(props: CaseFormDialogProps) {
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
        aria-labelledby="case-form-title"
        disableRestoreFocus={props.restoreFocus === false}
      >
        {/* Mounted afresh at each opening (MUI unmounts a closed dialog's content): the form starts from the
            case as it is then, and a refetch while the dialog is open never touches the draft. */}
        <CaseForm {...props} {...guard.form} />
      </Dialog>
      <DiscardDialog
        open={props.open && guard.question.asking}
        onKeep={guard.question.onKeep}
        onDiscard={guard.question.onDiscard}
      />
    </>
  );
}

function CaseForm({
  item,
  type,
  onSubmit,
  banner,
  onBusy,
  onDirty,
  onCancel,
}: CaseFormDialogProps & GuardedFormHandlers) {
  // The version the edit starts from, kept for the server's conflict check.
  const [basedOn] = useState(item?.updated_at);
  const [initial] = useState(() => (item ? valuesOf(item) : emptyValues(type)));
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    clearErrors,
    trigger,
    getFieldState,
    getValues,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormValues, unknown, CaseFields>({
    resolver: zodResolver(caseInputSchema),
    defaultValues: initial,
    // Each field is judged when it is left, then as it is corrected (decisions §7.5).
    mode: 'onTouched',
  });
  const [title, date, location] = useWatch({ control, name: ['title', 'date', 'location'] });

  useReportDirty(onDirty, getValues, initial);

  const submit = handleSubmit(async (values) => {
    onBusy(true);
    try {
      await onSubmit(values, basedOn);
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? error.response?.data?.errors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') {
        for (const [field, message] of Object.entries(fieldErrors as Record<string, string>)) {
          setError(field as Path<FormValues>, { message });
        }
      }
    } finally {
      onBusy(false);
    }
  });

  const field = (name: Exclude<keyof FormValues, 'type' | 'team_ids' | 'date' | 'time'>) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
  });
  /**
   * A text over its limit is said as soon as it is typed or pasted, not only once the field is left; then the
   * message follows each change until it is short enough.
   */
  const limited = (name: 'title' | 'location', max: number) =>
    register(name, {
      onChange: (event: { target: { value: string } }) => {
        if (event.target.value.trim().length > max || getFieldState(name).error) {
          void trigger(name);
        }
      },
    });
  // requirements §5's summary, only when it is true: both fields are missing, not merely wrong.
  const bothMissing =
    isSubmitted &&
    errors.title?.message === validationMessages.titleRequired &&
    errors.date?.message === validationMessages.dateRequired;

  return (
    <>
      <DialogTitle id="case-form-title">{item ? t.editTitle : t.addTitle}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          {banner}
          {bothMissing && <Alert severity="error">{t.requiredBoth}</Alert>}
          <TextField
            label={t.title}
            required
            autoFocus
            fullWidth
            {...limited('title', MAX_LENGTH.shortText)}
            error={Boolean(errors.title)}
            helperText={helper(errors.title?.message, title.trim().length, MAX_LENGTH.shortText)}
          />
          <TextField label={t.number} {...field('number')} helperText={errors.number?.message ?? t.numberHelp} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DayField control={control} setValue={setValue} clearErrors={clearErrors} />
            <TimeField control={control} />
          </Box>
          <TextField
            label={t.location}
            fullWidth
            {...limited('location', MAX_LENGTH.location)}
            error={Boolean(errors.location)}
            helperText={helper(
              errors.location?.message ?? t.locationHelp,
              (location ?? '').trim().length,
              MAX_LENGTH.location,
            )}
          />
          <TextField label={t.description} multiline minRows={3} maxRows={10} {...field('description')} />
          <TextField label={t.parties} multiline maxRows={4} {...field('parties')} />
          <TextField label={t.witnesses} multiline maxRows={4} {...field('witnesses')} />
          <TextField
            label={t.prosecutor}
            {...field('prosecutor')}
            helperText={errors.prosecutor?.message ?? t.prosecutorHelp}
          />
          <TeamField control={control} known={item?.team ?? []} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!title || !date || isSubmitting}>
            {isSubmitting ? t.saving : t.save}
          </Button>
        </DialogActions>
      </Box>
    </>
  );
}
