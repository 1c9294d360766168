import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ProfileUpdate, ProfileUpdateInput, User } from '@pidsus/shared';
import { profileUpdateSchema } from '@pidsus/shared/schemas/user';
import { idProfile } from '../../../i18n/id-profile';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

const t = idProfile;
const fields = ['username', 'email', 'position', 'phone', 'office'] as const;

const valuesOf = (user: User) => ({
  username: user.username,
  email: user.email,
  position: user.position,
  phone: user.phone,
  office: user.office,
});

/** `Edit Profil` (requirements §2): the fields as they are now; saved, or cancelled, it hands back to the details. */
export function ProfileDetailsForm(props: {
  user: User;
  onNotice: (message: string, severity: 'success' | 'error') => void;
  onClose: () => void;
}) {
  const { user, onNotice, onClose } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProfile();
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<
    ProfileUpdateInput,
    unknown,
    ProfileUpdate
  >({ resolver: zodResolver(profileUpdateSchema), reValidateMode: 'onSubmit', defaultValues: valuesOf(user) });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: () => {
        onClose();
        onNotice(t.updated, 'success');
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, fields, setError)) {
          setFailure(errorMessage(error, t.updateFailed));
        }
        onNotice(t.updateFailed, 'error');
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t.edit}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((field) => {
          const message = formState.errors[field]?.message;
          return (
            <TextField
              key={field}
              {...register(field, { onChange: () => clearErrors(field) })}
              label={t.fields[field]}
              required={field === 'username' || field === 'email'}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              error={Boolean(message)}
              helperText={message}
              fullWidth
              autoFocus={field === 'username'}
              sx={field === 'office' ? { gridColumn: { sm: '1 / -1' } } : undefined}
            />
          );
        })}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onClose} disabled={update.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </Button>
      </Stack>
    </Box>
  );
}
