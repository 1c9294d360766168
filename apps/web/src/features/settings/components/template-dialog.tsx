import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { DeadlineTemplate, DeadlineTemplateInput } from '@pidsus/shared';
import { deadlineTemplateInputSchema } from '@pidsus/shared/schemas/deadlines';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { idSettings } from '../../../i18n/id-settings';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveTemplate } from '../api/save-template';

const t = idSettings.templates;
const fields = ['title', 'days', 'counting'] as const;

/** Adds a deadline template (`template` null) or edits one; closes itself through `onSaved` after a save. */
export function TemplateDialog({
  open,
  template,
  onClose,
  onSaved,
}: {
  open: boolean;
  template: DeadlineTemplate | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const titleId = useId();
  const save = useSaveTemplate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeadlineTemplateInput>({
    resolver: zodResolver(deadlineTemplateInputSchema),
    defaultValues: template
      ? { title: template.title, days: template.days, counting: template.counting }
      : { title: '', days: 7, counting: 'setelah' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: template?.id, input });
      onSaved(template === null);
    } catch (error) {
      if (!applyServerFieldErrors(error, fields, setError)) {
        setFailure(errorMessage(error, t.saveFailed));
      }
    }
  });

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{template ? t.editTitle : t.addTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t.titleLabel}
            required
            autoFocus
            fullWidth
            {...register('title')}
            error={Boolean(errors.title)}
            helperText={errors.title?.message}
          />
          <TextField
            label={t.daysLabel}
            required
            type="number"
            {...register('days', { valueAsNumber: true })}
            error={Boolean(errors.days)}
            helperText={errors.days?.message ?? t.daysHelp}
            slotProps={{ htmlInput: { min: 1, max: 3650, step: 1 } }}
          />
          <TextField
            select
            label={t.countingLabel}
            required
            fullWidth
            defaultValue={template?.counting ?? 'setelah'}
            {...register('counting')}
            error={Boolean(errors.counting)}
            helperText={errors.counting?.message}
            slotProps={{ select: { native: true } }}
          >
            <option value="masa">{t.countingMasa}</option>
            <option value="setelah">{t.countingSetelah}</option>
          </TextField>
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
