import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CATEGORIES, DAY_COUNTINGS } from '@pidsus/shared/constants';
import type { Form, FormFields, FormInput } from '@pidsus/shared';
import { FORM_NUMBERINGS, formInputSchema } from '@pidsus/shared/schemas/forms';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { id } from '../../../i18n/id';
import { idSettings } from '../../../i18n/id-settings';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useFormWrites } from '../api/save-form';

const t = idSettings.forms;
const fields = ['code', 'name', 'stage', 'numbering', 'classification', 'starts_deadlines'] as const;
const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Adds a form to the catalogue (`form` null) or edits one (its code stays); closes through `onSaved`. */
export function FormDialog({
  open,
  form,
  onClose,
  onSaved,
}: {
  open: boolean;
  form: Form | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:600px)', { noSsr: true });
  const { save } = useFormWrites();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormFields>({
    resolver: zodResolver(formInputSchema),
    defaultValues: form
      ? { ...form, numbering: form.numbering, classification: form.classification ?? '' }
      : { code: '', name: '', stage: 'penyidikan', numbering: null, classification: '', starts_deadlines: [] },
    // Checked when saved, then as typed: a deadline row just added is not called empty before it is filled in.
    mode: 'onSubmit',
  });
  const deadlines = useFieldArray({ control, name: 'starts_deadlines' });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ editing: form?.code, input });
      onSaved(form === null);
    } catch (error) {
      if (!applyServerFieldErrors(error, fields, setError)) {
        setFailure(errorMessage(error, t.saveFailed));
      }
    }
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{form ? t.editTitle : t.addTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
            <TextField
              label={t.code}
              required
              autoFocus={form === null}
              disabled={form !== null}
              {...register('code')}
              error={Boolean(errors.code)}
              helperText={errors.code?.message ?? (form ? undefined : t.codeHelp)}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
            <TextField
              label={t.name}
              required
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <TextField select label={t.stage} {...register('stage')} slotProps={native}>
              {CATEGORIES.map((stage) => (
                <option key={stage} value={stage}>
                  {id.categories[stage]}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={t.numbering}
              {...register('numbering', { setValueAs: (value: string | null) => (value ? value : null) })}
              error={Boolean(errors.numbering)}
              helperText={errors.numbering?.message}
              slotProps={native}
            >
              <option value="">{t.numberings.none}</option>
              {FORM_NUMBERINGS.map((numbering) => (
                <option key={numbering} value={numbering}>
                  {t.numberings[numbering]}
                </option>
              ))}
            </TextField>
            <TextField
              label={t.classification}
              placeholder="Fd.1"
              {...register('classification')}
              error={Boolean(errors.classification)}
              helperText={errors.classification?.message ?? t.classificationHelp}
            />
          </Box>
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t.deadlines}
            </Typography>
            {deadlines.fields.map((field, index) => (
              <Box
                key={field.id}
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr 80px auto', sm: '1fr 80px 170px auto' },
                }}
              >
                <TextField
                  size="small"
                  label={t.deadlineTitle}
                  {...register(`starts_deadlines.${index}.title`)}
                  error={Boolean(errors.starts_deadlines?.[index]?.title)}
                  helperText={errors.starts_deadlines?.[index]?.title?.message}
                />
                <TextField
                  size="small"
                  type="number"
                  label={t.deadlineDays}
                  {...register(`starts_deadlines.${index}.days`, { valueAsNumber: true })}
                  error={Boolean(errors.starts_deadlines?.[index]?.days)}
                  helperText={errors.starts_deadlines?.[index]?.days?.message}
                  slotProps={{ htmlInput: { min: 1, max: 3650 } }}
                />
                <TextField
                  size="small"
                  select
                  label={t.counting}
                  {...register(`starts_deadlines.${index}.counting`)}
                  slotProps={native}
                  sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
                >
                  {DAY_COUNTINGS.map((counting) => (
                    <option key={counting} value={counting}>
                      {t.countings[counting]}
                    </option>
                  ))}
                </TextField>
                <IconButton aria-label={t.removeDeadline(index + 1)} onClick={() => deadlines.remove(index)}>
                  <DeleteOutline />
                </IconButton>
              </Box>
            ))}
            <Box>
              <Button
                size="small"
                startIcon={<Add />}
                onClick={() => deadlines.append({ title: '', days: 7, counting: 'setelah' })}
                disabled={deadlines.fields.length >= 10}
              >
                {t.addDeadline}
              </Button>
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
