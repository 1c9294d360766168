import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Settings } from '@pidsus/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { idMail } from '../../../i18n/id-mail';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSaveSettings } from '../api/save-settings';
import { useSendTestMail } from '../api/send-test-mail';
import { mailFormValues, mailSettingsPayload, type MailFormValues } from '../mail-values';

const t = idMail.settings;
const fields = ['smtp_host', 'smtp_port', 'smtp_secure', 'smtp_user', 'smtp_password', 'mail_from'] as const;

/**
 * The SMTP server (decisions §11): host, port, TLS, user, a write-only password (empty keeps the stored one) and the
 * sender; `Kirim email uji` sends a test message to the admin and shows what came of it.
 */
export function MailSettingsForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  const save = useSaveSettings();
  const test = useSendTestMail();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MailFormValues>({ defaultValues: mailFormValues(settings) });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      reset(mailFormValues(await save.mutateAsync(mailSettingsPayload(settings, values))));
      onSaved();
    } catch (error) {
      if (!applyServerFieldErrors(error, fields, setError)) {
        setFailure(errorMessage(error, t.saveFailed));
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
      {settings.smtp_url_set && <Alert severity="info">{t.fromEnv}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label={t.host}
          {...register('smtp_host')}
          error={Boolean(errors.smtp_host)}
          helperText={errors.smtp_host?.message ?? t.hostHelp}
          slotProps={{ htmlInput: { maxLength: 255, autoComplete: 'off', spellCheck: false } }}
        />
        <TextField
          label={t.port}
          placeholder={settings.smtp_secure ? '465' : '587'}
          {...register('smtp_port')}
          error={Boolean(errors.smtp_port)}
          helperText={errors.smtp_port?.message ?? t.portHelp}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Box>
      <Controller
        control={control}
        name="smtp_secure"
        render={({ field }) => (
          <FormControlLabel
            label={t.secure}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t.user}
          {...register('smtp_user')}
          error={Boolean(errors.smtp_user)}
          helperText={errors.smtp_user?.message}
          slotProps={{ htmlInput: { maxLength: 255, autoComplete: 'off' } }}
        />
        <TextField
          label={t.password}
          type="password"
          placeholder={settings.smtp_password_set ? t.passwordSet : ''}
          {...register('smtp_password')}
          error={Boolean(errors.smtp_password)}
          helperText={errors.smtp_password?.message ?? (settings.smtp_password_set ? t.passwordHelp : undefined)}
          slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'new-password' }, inputLabel: { shrink: true } }}
        />
      </Box>
      <TextField
        label={t.from}
        {...register('mail_from')}
        error={Boolean(errors.mail_from)}
        helperText={errors.mail_from?.message ?? t.fromHelp}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
        <Button variant="outlined" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? t.testing : t.test}
        </Button>
      </Box>
      <div aria-live="polite">
        {test.isSuccess && <Alert severity="success">{t.testSent}</Alert>}
        {test.isError && <Alert severity="error">{errorMessage(test.error, t.testFailed)}</Alert>}
      </div>
    </Box>
  );
}
