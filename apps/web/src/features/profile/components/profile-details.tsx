import { zodResolver } from '@hookform/resolvers/zod';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
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

/**
 * The read-only details; without a user (still loading) the same layout with the values as skeletons, so
 * that nothing below moves when they arrive (no layout shift).
 */
function DetailsView(props: { user?: User; onEdit?: () => void }) {
  const { user } = props;
  return (
    <Box aria-busy={user ? undefined : true}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t.detailsTitle}
        </Typography>
        <Button variant="contained" startIcon={<EditOutlined />} onClick={props.onEdit} disabled={!user}>
          {t.edit}
        </Button>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, rowGap: 1.5 }}
      >
        {fields.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t.fields[field]}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 500,
                wordBreak: 'break-word',
                // An empty field in grey italics: text.secondary, since text.disabled is below 4.5:1 on white.
                color: user?.[field] ? 'text.primary' : 'text.secondary',
                fontStyle: user?.[field] ? undefined : 'italic',
              }}
            >
              {user ? user[field] || t.notAvailable : <Skeleton width="60%" />}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The details while the profile loads: their layout, without values. */
export function ProfileDetailsLoading() {
  return <DetailsView />;
}

/** The profile's fields (requirements §2) with their fallbacks, and the `Edit Profil` mode. */
export function ProfileDetails(props: {
  user: User;
  onNotice: (message: string, severity: 'success' | 'error') => void;
}) {
  const { user, onNotice } = props;
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProfile();
  const { register, handleSubmit, reset, clearErrors, setError, formState } = useForm<
    ProfileUpdateInput,
    unknown,
    ProfileUpdate
  >({ resolver: zodResolver(profileUpdateSchema), reValidateMode: 'onSubmit', defaultValues: valuesOf(user) });

  const startEditing = () => {
    reset(valuesOf(user));
    setFailure(null);
    setEditing(true);
  };
  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: () => {
        setEditing(false);
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

  if (!editing) {
    return <DetailsView user={user} onEdit={startEditing} />;
  }

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
        <Button onClick={() => setEditing(false)} disabled={update.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? t.saving : t.save}
        </Button>
      </Stack>
    </Box>
  );
}
