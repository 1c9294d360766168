import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { idAdmin } from '../../i18n/id-admin';
import { idProfile } from '../../i18n/id-profile';
import { errorMessage } from '../../lib/api-client';
import { useProfile } from '../../lib/session/profile';
import { useUpdateProfile } from './api/update-profile';
import { LazyPasswordForm, LazyTwoFactorSection } from './components/lazy-parts';

const t = idAdmin;

/** /admin/profile (requirements §2, decisions §6): the name and the fixed role Admin; the name is saved on the server. */
export function Component() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const notice = useNotice();
  const [draft, setDraft] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const user = profile.data;
    if (!user || draft === null) {
      return;
    }
    // The name's rules (zod, with the account's schemas) come with the first save rather than before the page's first
    // paint; the password's form below has usually loaded them already (docs/performance.md, "The profile's forms
    // after its first paint").
    const usernameSchema = await import('@pidsus/shared/schemas/user').then(
      (module) => module.usernameSchema,
      () => undefined,
    );
    if (!usernameSchema) {
      notice.show(idProfile.updateFailed, 'error');
      return;
    }
    const parsed = usernameSchema.safeParse(draft);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? idProfile.updateFailed);
      return;
    }
    update.mutate(
      { username: parsed.data, email: user.email, position: user.position, phone: user.phone, office: user.office },
      {
        onSuccess: () => {
          setDraft(null);
          notice.show(idProfile.adminNameSaved, 'success');
        },
        onError: (error) => notice.show(errorMessage(error, idProfile.updateFailed), 'error'),
      },
    );
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.profileTitle} />
      {profile.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(profile.error, idProfile.loadFailed)}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: 4 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
            <Avatar
              src={profile.data?.avatar_url ?? undefined}
              alt=""
              sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '2rem' }}
            >
              {profile.data?.username.charAt(0).toUpperCase()}
            </Avatar>
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {t.profileName}
              </Typography>
              {draft === null ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
                    {profile.data ? profile.data.username : <Skeleton width={160} />}
                  </Typography>
                  <Button
                    size="small"
                    startIcon={<EditOutlined />}
                    disabled={!profile.data}
                    onClick={() => {
                      setFieldError(null);
                      setDraft(profile.data?.username ?? '');
                    }}
                  >
                    {idProfile.editName}
                  </Button>
                </Box>
              ) : (
                <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
                  <TextField
                    label={t.profileName}
                    value={draft}
                    onChange={(event) => {
                      setDraft(event.target.value);
                      setFieldError(null);
                    }}
                    error={fieldError !== null}
                    helperText={fieldError}
                    autoFocus
                    fullWidth
                    size="small"
                  />
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                    <Button type="submit" variant="contained" size="small" disabled={update.isPending}>
                      {idProfile.save}
                    </Button>
                    <Button size="small" onClick={() => setDraft(null)} disabled={update.isPending}>
                      {idProfile.cancel}
                    </Button>
                  </Stack>
                </Box>
              )}
              <Typography variant="body2" color="text.secondary">
                {t.profileRole}
              </Typography>
              <Typography>{t.profileRoleValue}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t.profileEmail}
              </Typography>
              <Typography sx={{ wordBreak: 'break-word' }}>
                {profile.data ? profile.data.email : <Skeleton width={200} />}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {/* An admin's own password changes here, with the current one (the users table refuses it). */}
      <Card sx={{ mt: 3 }}>
        <CardContent sx={{ p: 4 }}>
          <LazyPasswordForm stacked onNotice={notice.show} />
        </CardContent>
      </Card>
      <Card sx={{ mt: 3 }}>
        <CardContent sx={{ p: 4 }}>
          <LazyTwoFactorSection onNotice={notice.show} />
        </CardContent>
      </Card>
      <Notice notice={notice.notice} duration={NOTICE_DURATION_MS.profile} onClose={notice.close} />
    </Container>
  );
}
