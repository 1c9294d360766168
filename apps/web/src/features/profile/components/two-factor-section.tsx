import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { idTwoFactor } from '../../../i18n/id-two-factor';
import { errorMessage } from '../../../lib/api-client';
import { fieldError } from '../../../lib/form-errors';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { TwoFactorEnrolment } from './two-factor-enrolment';

const t = idTwoFactor;
type Notify = (message: string, severity: 'success' | 'error') => void;

/** Turning it off asks for the password (decisions §9). */
function DisableForm({ onNotice }: { onNotice: Notify }) {
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  if (!open) {
    return (
      <Button variant="outlined" color="error" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
        {t.disableTitle}
      </Button>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    disable.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        setPassword('');
        onNotice(t.disabled, 'success');
      },
    });
  };
  const serverError = disable.error
    ? (fieldError(disable.error, 'password') ?? errorMessage(disable.error, t.failed))
    : null;
  const error = missing ? t.passwordMissing : serverError;
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={onSubmit}>
      <Typography variant="body2">{t.disableText}</Typography>
      <TextField
        label={t.password}
        type="password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setMissing(false);
        }}
        error={error !== null}
        helperText={error}
        autoComplete="current-password"
        autoFocus
        sx={{ maxWidth: 360 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" color="error" disabled={disable.isPending}>
          {t.disable}
        </Button>
        <Button onClick={() => setOpen(false)} disabled={disable.isPending}>
          {t.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * `Verifikasi Dua Langkah` on /profile and /admin/profile (decisions §9): whether it is on; turning it on (QR code,
 * secret, first code, recovery codes once); turning it off with the password, unless the account must have it.
 * `onEnabled` hears when it was turned on and the recovery codes were put away (the forced set-up goes on then).
 */
export function TwoFactorSection({ onNotice, onEnabled }: { onNotice: Notify; onEnabled?: () => void }) {
  const status = useTwoFactor();
  return (
    <Stack spacing={2} component="section" aria-labelledby="two-factor-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <VerifiedUser color="primary" />
        <Typography id="two-factor-title" variant="h6" component="h2">
          {t.title}
        </Typography>
        {status.data && (
          <Chip
            size="small"
            color={status.data.enabled ? 'success' : 'default'}
            label={status.data.enabled ? t.statusOn : t.statusOff}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t.intro} {status.data?.required ? t.required : ''}
      </Typography>
      {status.isError && <Alert severity="error">{errorMessage(status.error, t.loadFailed)}</Alert>}
      {status.isPending && <Skeleton width={240} height={40} />}
      {status.data &&
        (status.data.enabled ? (
          !status.data.required && <DisableForm onNotice={onNotice} />
        ) : (
          <TwoFactorEnrolment
            onNotice={onNotice}
            onDone={() => {
              onNotice(t.enabled, 'success');
              void status.refetch();
              onEnabled?.();
            }}
          />
        ))}
    </Stack>
  );
}
