import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useState } from 'react';
import { usePreloadWhenIdle } from '../../components/lazy-dialog';
import { Notice, useNotice } from '../../components/notice';
import { Link as RouterLink } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { PageHeader } from '../../components/page-header';
import { idStats } from '../../i18n/id-stats';
import { errorMessage } from '../../lib/api-client';
import { formatLongDate, officeToday } from '../../lib/time/dates';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useExportStats } from './api/export-stats';
import { useAdminStats } from './api/get-admin-stats';
import { PeriodPicker } from './components/period-picker';
import { statsGrid } from './components/stats-grid';
import { currentPeriod, periodName, type StatsPeriodChoice } from './period';

const t = idStats;

/**
 * The figures' code (MUI X Charts, 84 KB brotli) is not on the way to the page's first paint: it is asked for once the
 * page is idle, or when the figures arrive if sooner (docs/performance.md, "The statistics' charts after the first
 * paint").
 */
const loadFigures = () => import('./components/stats-figures');
const StatsFigures = lazy(() => loadFigures().then((module) => ({ default: module.StatsFigures })));

/**
 * /admin/stats (decisions §7.4, administrators): each figure of `GET /api/admin/stats` as a chart and as a table
 * with the same numbers, for a period (§10: this office month first; a year and a month, or the whole year) that the
 * hearings per week and the recoveries follow, and `Ekspor Excel` of its tables. MUI X Charts is loaded with this
 * screen only, after its first paint (`loadFigures`).
 */
export function Component() {
  const [today] = useState(officeToday);
  const [period, setPeriod] = useState<StatsPeriodChoice>(() => currentPeriod(today));
  const stats = useAdminStats(period);
  const exporter = useExportStats();
  const { notice, show, close } = useNotice();
  usePreloadWhenIdle(loadFigures, true);
  const onExport = () =>
    exporter.mutate(period, {
      onSuccess: (name) => show(t.period.exported(name), 'success'),
      onError: (error) => show(error.message, 'error'),
    });
  const back = (
    <Button component={RouterLink} to={paths.admin} variant="outlined" startIcon={<ArrowBackOutlined />}>
      {t.back}
    </Button>
  );
  const loading = (
    <Box sx={statsGrid} aria-busy="true">
      <span style={visuallyHidden} role="status">
        {t.loading}
      </span>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} variant="rounded" height={360} />
      ))}
    </Box>
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.title}
        // From the first frame (the office's today as this browser reads it until the server's comes): on a phone the
        // line is three lines high, and the period form under it would otherwise move down when the figures arrive.
        subtitle={t.subtitle(formatLongDate(stats.data?.today ?? today))}
        action={back}
      />
      <PeriodPicker
        period={period}
        thisYear={Number(today.slice(0, 4))}
        onChange={setPeriod}
        onExport={onExport}
        exporting={exporter.isPending}
      />
      {stats.isPending && loading}
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
        <Suspense fallback={loading}>
          <StatsFigures stats={stats.data} period={periodName(period)} busy={stats.isPlaceholderData} />
        </Suspense>
      )}
      <Notice notice={notice} duration={4000} onClose={close} />
    </Container>
  );
}
