import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NOTICE_DURATION_MS, paths } from '@pidsus/shared/constants';
import { Link as RouterLink } from 'react-router';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';
import { idDashboard } from '../../i18n/id-dashboard';
import { useOfficeName } from '../../lib/office-name';
import { formatFullDate, officeToday } from '../../lib/time/dates';
import { useDrawnInSteps } from '../../lib/use-drawn-when';
import { DashboardCard } from '../../components/dashboard-card';
import { useMyDeadlines, useMyDetentions, useMyHearings, useOfficeHearings } from './api/use-dashboard-queries';
import { MyHearingsCard } from './components/my-hearings-card';
import { OfficeHearingsCard } from './components/office-hearings-card';
import { EndingDetentionsCard } from './components/ending-detentions-card';
import { UpcomingDeadlinesCard } from './components/upcoming-deadlines-card';
import { UploadCard } from './components/upload-card';
import { WelcomeDialog } from './components/welcome-dialog';
import { useWelcome } from './hooks/use-welcome';

const t = idDashboard;

/**
 * /dashboard, the staff home (requirements §1, §2), with the caller's own cases and hearings (decisions §7.1) and
 * deadlines (§7.2), the office's hearings of today beside the caller's and the office's name atop (§10).
 *
 * The cards show once the lists (the caller's hearings, deadlines, detention periods ending: decisions §8.2; the
 * office's hearings today) have arrived, until then one loader a screen high: "Sidang Saya"
 * growing from its loader would push "Tenggat Mendekat" (and, on a phone, where both come first, the cards below
 * them) while they are in view, a layout shift of about 0.3 on a phone.
 */
export function Component() {
  const welcome = useWelcome();
  const { notice, show, close } = useNotice();
  const today = officeToday();
  const hearings = useMyHearings(today);
  const deadlines = useMyDeadlines(today);
  const detentions = useMyDetentions(today);
  const officeHearings = useOfficeHearings(today);
  const officeName = useOfficeName();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const schedule = (
    <DashboardCard
      key="schedule"
      icon={<GavelOutlined fontSize="large" />}
      title={t.scheduleCardTitle}
      text={t.scheduleCardText}
      action={
        <Button component={RouterLink} to={paths.categories} variant="contained">
          {t.scheduleCardButton}
        </Button>
      }
    />
  );
  const myCases = (
    <DashboardCard
      key="my-cases"
      icon={<FolderSharedOutlined fontSize="large" />}
      title={t.myCasesCardTitle}
      text={t.myCasesCardText}
      action={
        <Button component={RouterLink} to={paths.myCases} variant="outlined">
          {t.myCasesCardButton}
        </Button>
      }
    />
  );
  const upload = <UploadCard key="upload" onResult={show} />;
  const myHearings = <MyHearingsCard key="my-hearings" today={today} />;
  const office = <OfficeHearingsCard key="office-hearings" today={today} />;
  const deadlinesCard = <UpcomingDeadlinesCard key="deadlines" today={today} />;
  const detentionsCard = <EndingDetentionsCard key="detentions" today={today} />;
  // In the order they are laid out: on a phone the day's hearings, the office's and the deadlines come first (their
  // `order`), so that a card drawn after the others is always below them.
  const cards = phone
    ? [myHearings, office, deadlinesCard, schedule, upload, myCases, detentionsCard]
    : [schedule, upload, myCases, myHearings, office, deadlinesCard, detentionsCard];
  // Once shown, the cards stay (a new day's lists at midnight must not take away an upload in progress). They are
  // drawn one per commit, each in a render that yields to the browser: all seven in one commit made one long task on a
  // phone's CPU (docs/performance.md, "The dashboard's cards drawn one by one"). Each comes after the ones before it,
  // so none moves what is already drawn.
  const drawn = useDrawnInSteps(
    !hearings.isPending && !deadlines.isPending && !detentions.isPending && !officeHearings.isPending,
    cards.length,
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.title}
        // The day stays whole on a phone: 'Senin, 07 Desember 2026' under the office's name, not cut after '07'.
        subtitle={
          <>
            {officeName} · <span style={{ whiteSpace: 'nowrap' }}>{formatFullDate(new Date())}</span>
          </>
        }
      />
      {drawn === 0 ? (
        <Box aria-busy="true" aria-label={id.app.loading} sx={{ minHeight: '100vh' }}>
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
          {cards.slice(0, drawn)}
        </Box>
      )}
      <WelcomeDialog open={welcome.open} name={welcome.name} onClose={welcome.dismiss} />
      <Notice notice={notice} duration={NOTICE_DURATION_MS.dashboard} onClose={close} />
    </Container>
  );
}
