import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { idStats } from '../../i18n/id-stats';
import { errorMessage } from '../../lib/api-client';
import { formatLongDate } from '../../lib/dates';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useAdminStats } from './api/get-admin-stats';
import { ActiveUsers } from './components/active-users';
import { CasesByCategory } from './components/cases-by-category';
import { CasesPerMember } from './components/cases-per-member';
import { HearingsPerWeek } from './components/hearings-per-week';
import { OpenDeadlines } from './components/open-deadlines';

const t = idStats;

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
};

/**
 * /admin/stats (contract §7.4, administrators): each figure of `GET /api/admin/stats` as a chart and as a table
 * with the same numbers. MUI X Charts is loaded with this screen only (its lazy route).
 */
export function Component() {
  const stats = useAdminStats();
  const back = (
    <Button component={RouterLink} to="/admin" variant="outlined" startIcon={<ArrowBackOutlined />}>
      {t.back}
    </Button>
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.title}
        subtitle={stats.data ? t.subtitle(formatLongDate(stats.data.today)) : undefined}
        action={back}
      />
      {stats.isPending && (
        <Box sx={grid} aria-busy="true">
          <span style={visuallyHidden} role="status">
            {t.loading}
          </span>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={360} />
          ))}
        </Box>
      )}
      {stats.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void stats.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {errorMessage(stats.error, t.loadFailed)}
        </Alert>
      )}
      {stats.data && (
        <Box sx={grid}>
          <CasesByCategory rows={stats.data.cases_by_category} />
          <OpenDeadlines deadlines={stats.data.deadlines} />
          <Box sx={{ gridColumn: { lg: '1 / -1' }, minWidth: 0 }}>
            <HearingsPerWeek weeks={stats.data.hearings_per_week} />
          </Box>
          <CasesPerMember members={stats.data.cases_per_member} />
          <ActiveUsers users={stats.data.active_users} />
        </Box>
      )}
    </Container>
  );
}
