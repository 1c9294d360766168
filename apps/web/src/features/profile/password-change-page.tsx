import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { NOTICE_DURATION_MS, paths, routePatterns } from '@pidsus/shared/constants';
import { Emblem } from '../../components/emblem';
import { Notice, useNotice } from '../../components/notice';
import { idProfile } from '../../i18n/id-profile';
import { useLogout } from '../../lib/session/logout';
import {
  homePathFor,
  mustSetUpTwoFactor,
  readSession,
  safeReturnPath,
  setMustChangePassword,
} from '../../lib/session/session';
import { PasswordForm } from './components/password-form';

const t = idProfile.forcedPassword;

/** Where to go once the password is changed: two-step set-up when owed, else the page asked for, else home. */
function nextPath(next: string | null): string {
  if (mustSetUpTwoFactor()) {
    return paths.twoFactorSetup;
  }
  const path = safeReturnPath(next);
  const forcedScreen = (p: string) =>
    p.startsWith(routePatterns.passwordChange) || p.startsWith(routePatterns.twoFactorSetup);
  return path && !forcedScreen(path) ? path : homePathFor(readSession()?.role ?? 'user');
}

/**
 * /change-password (decisions §9): an account whose password an admin or the CLI set replaces it here before anything
 * else, like /setup-2fa; logging out is the only other way on. Then on to `?next=` (or /setup-2fa when that is owed).
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const logout = useLogout();
  const notice = useNotice();
  const goOn = () => {
    setMustChangePassword(false);
    void navigate(nextPath(params.get('next')), { replace: true });
  };
  const onLogout = () => logout.mutateAsync().finally(() => void navigate(paths.login(), { replace: true }));
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'flex', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 520, alignSelf: 'flex-start', mt: { xs: 1, sm: 6 } }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Emblem size={40} />
              <Typography variant="h5" component="h1">
                {t.title}
              </Typography>
            </Stack>
            <Alert severity="info">{t.text}</Alert>
            <Typography variant="body2" color="text.secondary">
              {t.hint}
            </Typography>
            <PasswordForm forced onNotice={notice.show} onChanged={goOn} />
            <Button sx={{ alignSelf: 'flex-start' }} onClick={() => void onLogout()}>
              {t.logout}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Notice notice={notice.notice} duration={NOTICE_DURATION_MS.profile} onClose={notice.close} />
    </Box>
  );
}
