import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  caseInputSchema,
  type Case,
  type CaseFields,
  type CaseInput,
  type Category,
  type TeamMember,
} from '@pidsus/shared';
import { AxiosError } from 'axios';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { id } from '../../../i18n/id';
import { useStaff } from '../api/get-staff';

const t = id.caseForm;

type FormValues = CaseInput;

const emptyValues = (type: Category): FormValues => ({
  number: '',
  title: '',
  date: '',
  time: '',
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
  description: item.description,
  parties: item.parties,
  witnesses: item.witnesses,
  prosecutor: item.prosecutor,
  type: item.type,
  team_ids: item.team.map((member) => member.id),
});

/**
 * "Tim Jaksa" (contract §7.1): staff accounts picked by name, shown as chips. The staff list loads when the
 * dialog opens; the case's own team is known before that, so an edit shows its names at once.
 */
function TeamField({ control, known }: { control: Control<FormValues, unknown, CaseFields>; known: TeamMember[] }) {
  const staff = useStaff(true);
  const options = [...(staff.data ?? [])];
  for (const member of known) {
    if (!options.some((option) => option.id === member.id)) {
      options.push({ ...member, position: '' });
    }
  }
  return (
    <Controller
      control={control}
      name="team_ids"
      render={({ field, fieldState }) => {
        const ids = field.value ?? [];
        const value = ids
          .map((memberId) => options.find((option) => option.id === memberId))
          .filter((option) => !!option);
        return (
          <Autocomplete
            multiple
            options={options}
            value={value}
            loading={staff.isPending}
            loadingText={t.teamLoading}
            noOptionsText={staff.isError ? t.teamFailed : t.teamNoOptions}
            getOptionLabel={(option) => option.username}
            getOptionKey={(option) => option.id}
            isOptionEqualToValue={(option, selected) => option.id === selected.id}
            filterSelectedOptions
            onChange={(_event, selected) => field.onChange(selected.map((option) => option.id))}
            onBlur={field.onBlur}
            renderOption={({ key, ...props }, option) => (
              <li key={key} {...props}>
                <span>
                  {option.username}
                  {option.position && (
                    <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.875rem' }}>
                      {option.position}
                    </Box>
                  )}
                </span>
              </li>
            )}
            renderValue={(selected, getItemProps) =>
              selected.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={option.username} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t.team}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t.teamHelp}
              />
            )}
          />
        );
      }}
    />
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
}

/** The add/edit dialog (requirements §2, §5; decisions §5 labels): 'Simpan' waits for Judul and Tanggal. */
export function CaseFormDialog(props: CaseFormDialogProps) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="case-form-title"
    >
      {/* Mounted afresh at each opening (MUI unmounts a closed dialog's content): the form starts from the
          case as it is then, and a refetch while the dialog is open never touches the draft. */}
      <CaseForm {...props} onBusy={setBusy} />
    </Dialog>
  );
}

function CaseForm({
  item,
  type,
  onClose,
  onSubmit,
  banner,
  onBusy,
}: CaseFormDialogProps & { onBusy: (busy: boolean) => void }) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  // The version the edit starts from, kept for the server's conflict check.
  const [basedOn] = useState(item?.updated_at);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, CaseFields>({
    resolver: zodResolver(caseInputSchema),
    defaultValues: item ? valuesOf(item) : emptyValues(type),
  });
  const [title, date] = useWatch({ control, name: ['title', 'date'] });

  const submit = handleSubmit(
    async (values) => {
      setSubmitError(null);
      onBusy(true);
      try {
        await onSubmit(values, basedOn);
      } catch (error) {
        const fieldErrors = error instanceof AxiosError ? error.response?.data?.errors : undefined;
        if (fieldErrors && typeof fieldErrors === 'object') {
          for (const [field, message] of Object.entries(fieldErrors as Record<string, string>)) {
            setError(field as Path<FormValues>, { message });
          }
        }
      } finally {
        onBusy(false);
      }
    },
    (invalid) => {
      if (invalid.title || invalid.date) {
        setSubmitError(t.requiredBoth);
      }
    },
  );

  const field = (name: Exclude<keyof FormValues, 'type' | 'team_ids'>) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
  });

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
          {submitError && <Alert severity="error">{submitError}</Alert>}
          <TextField label={t.title} required autoFocus {...field('title')} />
          <TextField label={t.number} {...field('number')} helperText={errors.number?.message ?? t.numberHelp} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t.date}
              type="date"
              required
              {...field('date')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t.time}
              type="time"
              {...field('time')}
              helperText={errors.time?.message ?? t.timeHelp}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
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
          <Button onClick={onClose} disabled={isSubmitting}>
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
