import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { NOTICE_DURATION_MS, paths } from '@pidsus/shared/constants';
import { Emblem } from '../../components/emblem';
import { Notice, useNotice } from '../../components/notice';
import { idTwoFactor } from '../../i18n/id-two-factor';
import { useLogout } from '../../lib/session/logout';
import { homePathFor, readSession, setMustSetUpTwoFactor } from '../../lib/session/session';
import { TwoFactorSection } from './components/two-factor-section';

const t = idTwoFactor;

/**
 * /setup-2fa (decisions §9): an account that must use two-step sign-in and has none sets it up here before anything
 * else, like a forced password change; logging out is the only other way on.
 */
export function Component() {
  const navigate = useNavigate();
  const logout = useLogout();
  const notice = useNotice();
  const goOn = () => {
    setMustSetUpTwoFactor(false);
    void navigate(homePathFor(readSession()?.role ?? 'user'), { replace: true });
  };
  const onLogout = () => logout.mutateAsync().finally(() => void navigate(paths.login(), { replace: true }));
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'flex', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 640, alignSelf: 'flex-start', mt: { xs: 1, sm: 6 } }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Emblem size={40} />
              <Typography variant="h5" component="h1">
                {t.setupTitle}
              </Typography>
            </Stack>
            <Alert severity="info">{t.setupText}</Alert>
            <TwoFactorSection onNotice={notice.show} onEnabled={goOn} />
            <Button sx={{ alignSelf: 'flex-start' }} onClick={() => void onLogout()}>
              {t.setupLogout}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Notice notice={notice.notice} duration={NOTICE_DURATION_MS.profile} onClose={notice.close} />
    </Box>
  );
}
