import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Settings, SettingsInput, SettingsUpdate } from '@pidsus/shared';
import { settingsSchema } from '@pidsus/shared/schemas/settings';
import { useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { idSettings } from '../../../i18n/id-settings';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveSettings } from '../api/save-settings';
import { formatHourText } from '../../../lib/time/hour-text';
import { OFFICE_FIELDS, officeValues } from '../office-values';

const t = idSettings;
const fields = OFFICE_FIELDS;

/** The form's values: the settings' office part, the hour as the office writes it (`07.00`, decisions §10). */
const formValues = (settings: Settings): SettingsInput => {
  const values = officeValues(settings);
  return { ...values, reminder_hour: formatHourText(values.reminder_hour) };
};

/** A yes/no setting of two-step sign-in (decisions §9) as a switch with its help under it. */
function TwoFactorSwitch(props: {
  control: Control<SettingsInput, unknown, SettingsUpdate>;
  name: 'require_2fa_admin' | 'require_2fa_staff';
  label: string;
  help: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <div>
          <FormControlLabel
            label={props.label}
            control={
              <Switch
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
          />
          <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0 }}>
            {fieldState.error?.message ?? props.help}
          </FormHelperText>
        </div>
      )}
    />
  );
}

/**
 * The office's settings (decisions §7.4) with the shared schema as resolver: each field's Indonesian message under
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
    control,
    formState: { errors, isSubmitting },
  } = useForm<SettingsInput, unknown, SettingsUpdate>({
    resolver: zodResolver(settingsSchema),
    defaultValues: formValues(settings),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      reset(formValues(await save.mutateAsync(values)));
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
          placeholder="07.00"
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
        <TextField
          label={t.satkerCode}
          placeholder="L.6.10"
          {...register('satker_code')}
          error={Boolean(errors.satker_code)}
          helperText={errors.satker_code?.message ?? t.satkerCodeHelp}
          slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off' } }}
        />
        <TextField
          label={t.officeCity}
          placeholder="Surabaya"
          {...register('office_city')}
          error={Boolean(errors.office_city)}
          helperText={errors.office_city?.message ?? t.officeCityHelp}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          select
          label={t.numberingScope}
          {...register('numbering_scope')}
          error={Boolean(errors.numbering_scope)}
          helperText={errors.numbering_scope?.message ?? t.numberingScopeHelp}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="prefix">{t.numberingScopes.prefix}</option>
          <option value="form">{t.numberingScopes.form}</option>
        </TextField>
      </Box>
      <TwoFactorSwitch control={control} name="require_2fa_admin" label={t.require2faAdmin} help={t.require2faHelp} />
      <TwoFactorSwitch control={control} name="require_2fa_staff" label={t.require2faStaff} help={t.require2faHelp} />
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </Box>
    </Box>
  );
}
