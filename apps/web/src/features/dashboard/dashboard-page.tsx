import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { NOTICE_DURATION_MS } from '@pidsus/shared';
import { Link as RouterLink } from 'react-router';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';
import { idDashboard } from '../../i18n/id-dashboard';
import { formatFullDate, officeToday } from '../../lib/dates';
import { DashboardCard } from '../../components/dashboard-card';
import { MyHearingsCard } from './components/my-hearings-card';
import { UpcomingDeadlinesCard } from './components/upcoming-deadlines-card';
import { UploadCard } from './components/upload-card';
import { WelcomeDialog } from './components/welcome-dialog';
import { useWelcome } from './hooks/use-welcome';

const t = idDashboard;

/** /dashboard, the staff home (requirements §1, §2), with the caller's own cases and hearings (decisions §7.1). */
export function Component() {
  const welcome = useWelcome();
  const { notice, show, close } = useNotice();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.title} subtitle={`${id.app.office} · ${formatFullDate(new Date())}`} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <DashboardCard
          icon={<GavelOutlined fontSize="large" />}
          title={t.scheduleCardTitle}
          text={t.scheduleCardText}
          action={
            <Button component={RouterLink} to="/category" variant="contained">
              {t.scheduleCardButton}
            </Button>
          }
        />
        <UploadCard onResult={show} />
        <DashboardCard
          icon={<FolderSharedOutlined fontSize="large" />}
          title={t.myCasesCardTitle}
          text={t.myCasesCardText}
          action={
            <Button component={RouterLink} to="/my-cases" variant="outlined">
              {t.myCasesCardButton}
            </Button>
          }
        />
        <MyHearingsCard today={officeToday()} />
        <UpcomingDeadlinesCard today={officeToday()} />
      </Box>
      <WelcomeDialog open={welcome.open} name={welcome.name} onClose={welcome.dismiss} />
      <Notice notice={notice} duration={NOTICE_DURATION_MS.dashboard} onClose={close} />
    </Container>
  );
}
