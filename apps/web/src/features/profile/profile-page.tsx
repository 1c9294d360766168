import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTICE_DURATION_MS, paths } from '@pidsus/shared/constants';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { idProfile } from '../../i18n/id-profile';
import { errorMessage } from '../../lib/api-client';
import { useLogout } from '../../lib/session/logout';
import { useProfile } from '../../lib/session/profile';
import { AvatarCard, AvatarCardLoading } from './components/avatar-card';
import { NotifyAllSwitch, NotifyAllSwitchLoading } from './components/notify-all-switch';
import { MailChoices } from './components/mail-choices';
import { LazyCalendarFeed, LazyPasswordForm, LazyTwoFactorSection } from './components/lazy-parts';
import { ProfileDetails, ProfileDetailsLoading } from './components/profile-details';

const t = idProfile;

/**
 * /profile (requirements §2): avatar with `Ubah Avatar`, the fields, `Edit Profil`, password change, `Logout`. The
 * parts with a form come once the page is drawn (`lazy-parts.tsx`).
 */
export function Component() {
  const profile = useProfile();
  const navigate = useNavigate();
  const logout = useLogout();
  const notice = useNotice();
  const [confirmLogout, setConfirmLogout] = useState(false);

  // Logged out on this device whatever the server answers (useLogout): the way to /login is taken either way.
  const onLogout = () =>
    logout
      .mutateAsync()
      .catch(() => notice.show(t.logoutFailed, 'error'))
      .finally(() => void navigate(paths.login(), { replace: true }));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {profile.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(profile.error, t.loadFailed)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent sx={{ p: 4 }}>
            {profile.data ? <AvatarCard user={profile.data} onNotice={notice.show} /> : <AvatarCardLoading />}
            <Divider sx={{ my: 3 }} />
            <Button
              fullWidth
              color="error"
              variant="outlined"
              startIcon={<Logout />}
              onClick={() => setConfirmLogout(true)}
            >
              {t.logout}
            </Button>
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              {profile.data ? <ProfileDetails user={profile.data} onNotice={notice.show} /> : <ProfileDetailsLoading />}
            </CardContent>
          </Card>
          {!profile.isError && (
            <Card>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                {profile.data ? (
                  <NotifyAllSwitch user={profile.data} onNotice={notice.show} />
                ) : (
                  <NotifyAllSwitchLoading />
                )}
              </CardContent>
            </Card>
          )}
          {profile.data && (
            <Card>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <MailChoices user={profile.data} onNotice={notice.show} />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <LazyPasswordForm onNotice={notice.show} />
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <LazyTwoFactorSection onNotice={notice.show} />
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <LazyCalendarFeed onNotice={notice.show} />
            </CardContent>
          </Card>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirmLogout}
        title={t.logoutTitle}
        text={t.logoutText}
        confirmLabel={t.logout}
        cancelLabel={t.cancel}
        failureText={t.logoutFailed}
        onConfirm={onLogout}
        onClose={() => setConfirmLogout(false)}
      />
      <Notice notice={notice.notice} duration={NOTICE_DURATION_MS.profile} onClose={notice.close} />
    </Container>
  );
}
