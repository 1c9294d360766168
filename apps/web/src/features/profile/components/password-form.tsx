import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PasswordChange } from '@pidsus/shared';
import { passwordChangeSchema } from '@pidsus/shared/schemas/user';
import { idProfile } from '../../../i18n/id-profile';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';

const t = idProfile;
const fields = ['current_password', 'new_password', 'confirm_password'] as const;
const labels = {
  profile: { current_password: t.currentPassword, new_password: t.newPassword, confirm_password: t.confirmPassword },
  forced: {
    current_password: t.forcedPassword.currentPassword,
    new_password: t.forcedPassword.newPassword,
    confirm_password: t.forcedPassword.confirmPassword,
  },
};
const autoComplete = {
  current_password: 'current-password',
  new_password: 'new-password',
  confirm_password: 'new-password',
};
const empty: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

interface PasswordFormProps {
  onNotice: (message: string, severity: 'success' | 'error') => void;
  /** The forced change of /change-password (decisions §9): its own texts, fields stacked, `onChanged` goes on. */
  forced?: boolean;
  /** Fields under one another: the administrator's profile card is too narrow for three ('Password Saat I…'). */
  stacked?: boolean;
  /** Called once the server took the new password. */
  onChanged?: () => void;
}

/**
 * Changing one's own password: the current one is required; other sessions end on the server. The server's field
 * messages (`Kata sandi terlalu mudah ditebak`, decisions §9) show under their fields.
 */
export function PasswordForm(props: PasswordFormProps) {
  const variant = props.forced ? 'forced' : 'profile';
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, clearErrors, setError, formState } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    reValidateMode: 'onSubmit',
    defaultValues: empty,
  });
  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    change.mutate(values, {
      onSuccess: () => {
        reset(empty);
        props.onNotice(props.forced ? t.forcedPassword.changed : t.passwordChanged, 'success');
        props.onChanged?.();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, fields, setError)) {
          setFailure(errorMessage(error, t.passwordFailed));
        }
      },
    });
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {!props.forced && (
        <>
          <Typography variant="h6" component="h2">
            {t.passwordTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.passwordText}
          </Typography>
        </>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: props.forced || props.stacked ? '1fr' : 'repeat(3, 1fr)' },
        }}
      >
        {fields.map((field) => {
          const message = formState.errors[field]?.message;
          return (
            <TextField
              key={field}
              {...register(field, { onChange: () => clearErrors(field) })}
              label={labels[variant][field]}
              type="password"
              autoComplete={autoComplete[field]}
              error={Boolean(message)}
              helperText={message}
              fullWidth
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant={props.forced ? 'contained' : 'outlined'} disabled={change.isPending}>
          {change.isPending ? t.saving : props.forced ? t.forcedPassword.submit : t.changePassword}
        </Button>
      </Box>
    </Box>
  );
}
