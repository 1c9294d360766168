import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { settingsSchema, type Settings, type SettingsInput } from '@pidsus/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { id } from '../../../i18n/id';
import { idSettings } from '../../../i18n/id-settings';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveSettings } from '../api/save-settings';

const t = idSettings;
const fields = ['office_name', 'reminder_hour', 'trash_days'] as const;

/**
 * The office's settings (contract §7.4) with the shared schema as resolver: each field's Indonesian message under
 * it, the server's field messages likewise; `onSaved` shows the success notice.
 */
export function SettingsForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const save = useSaveSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsInput, unknown, Settings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: settings,
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      reset(await save.mutateAsync(values));
      onSaved();
    } catch (error) {
      if (!applyServerFieldErrors(error, fields, setError)) {
        setFailure(errorMessage(error, t.saveFailed));
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={t.officeName}
        required
        fullWidth
        {...register('office_name')}
        error={Boolean(errors.office_name)}
        helperText={errors.office_name?.message ?? t.officeNameHelp}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t.reminderHour}
          required
          placeholder="07:00"
          {...register('reminder_hour')}
          error={Boolean(errors.reminder_hour)}
          helperText={errors.reminder_hour?.message ?? t.reminderHourHelp}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off' } }}
        />
        <TextField
          label={t.trashDays}
          required
          type="number"
          {...register('trash_days', { valueAsNumber: true })}
          error={Boolean(errors.trash_days)}
          helperText={errors.trash_days?.message ?? t.trashDaysHelp}
          slotProps={{ htmlInput: { min: 1, max: 3650, step: 1 } }}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The form's place while the settings load: the same grid, each field's box with its real help text under it, so
 * that the form takes exactly this height and the templates below it do not move.
 */
export function SettingsFormLoading() {
  const field = (help: string) => (
    <div>
      <Skeleton variant="rounded" height={56} />
      <FormHelperText sx={{ mx: 1.75 }}>{help}</FormHelperText>
    </div>
  );
  return (
    <Box aria-busy="true" aria-label={id.app.loading} sx={{ display: 'grid', gap: 2.5 }}>
      {field(t.officeNameHelp)}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field(t.reminderHourHelp)}
        {field(t.trashDaysHelp)}
      </Box>
      <Box>
        <Skeleton variant="rounded" width={96} height={36.5} />
      </Box>
    </Box>
  );
}
