import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isCalendarDate } from '@pidsus/shared/constants';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { idCalendar } from '../../i18n/id-calendar';
import { errorMessage } from '../../lib/api-client';
import { officeToday } from '../../lib/time/dates';
import { readSession } from '../../lib/session/session';
import { useCalendar } from './api/get-calendar';
import { CalendarLegend } from './components/calendar-legend';
import { CalendarList } from './components/calendar-list';
import { isTruncated, itemsOf, rangeOf, shiftAnchor, titleOf, type CalendarView } from './calendar-model';

const t = idCalendar;
/**
 * FullCalendar, most of this page's code (57 KB brotli), only for the month and week grids: a phone opens on the list
 * and does not download it (docs/performance.md). A wider screen opens on the month: there the grid's code is asked
 * for with the page's, not one round trip after it (the phone's width is the theme's `sm`, 600 px).
 */
const loadGrid = () => import('./components/calendar-grid');
if (!window.matchMedia('(max-width: 599.95px)').matches) {
  void loadGrid();
}
const CalendarGrid = lazy(() => loadGrid().then((module) => ({ default: module.CalendarGrid })));
const VIEWS: readonly CalendarView[] = ['month', 'week', 'list'];

/**
 * /calendar (decisions §7.4): hearings and open deadlines by month, by week (FullCalendar), or as a list of seven days
 * from today — the phone's view (decisions §10). Coloured by stage; "Hanya kasus saya" keeps the caller's cases (team or followed). The view, the
 * day shown and the filter are in the address (`?view=&date=&mine=1`); `cases:changed` refreshes it (its query is
 * under the schedule's key).
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const today = officeToday();
  const askedView = searchParams.get('view');
  const view: CalendarView = VIEWS.find((each) => each === askedView) ?? (phone ? 'list' : 'month');
  const askedDate = searchParams.get('date');
  const anchor = askedDate && isCalendarDate(askedDate) ? askedDate : today;
  const staff = readSession()?.role === 'user';
  const mine = staff && searchParams.get('mine') === '1';
  const { from, to } = rangeOf(view, anchor);
  const calendar = useCalendar(from, to, mine);
  const items = calendar.data ? itemsOf(calendar.data) : [];

  const setParams = (changes: Record<string, string | null>) =>
    setSearchParams(
      (params) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) {
            params.delete(name);
          } else {
            params.set(name, value);
          }
        }
        return params;
      },
      { replace: true },
    );
  const goTo = (next: string) => setParams({ date: next === today ? null : next });

  const loading = (
    <Box aria-busy="true" aria-label={t.loading}>
      <Skeleton variant="rounded" height={phone ? 240 : 520} />
    </Box>
  );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {/* Visible: the month's "+n lebih" popover of a day at the right edge reaches past the card's padding. */}
      <Card sx={{ overflow: 'visible' }}>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              mb: 2,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <Tooltip title={t.previous}>
                <IconButton aria-label={t.previous} onClick={() => goTo(shiftAnchor(view, anchor, -1))}>
                  <ChevronLeft />
                </IconButton>
              </Tooltip>
              <Tooltip title={t.next}>
                <IconButton aria-label={t.next} onClick={() => goTo(shiftAnchor(view, anchor, 1))}>
                  <ChevronRight />
                </IconButton>
              </Tooltip>
              <Button variant="outlined" size="small" onClick={() => goTo(today)} sx={{ mr: 1 }}>
                {t.today}
              </Button>
              {/* On a phone the title has a line of its own: beside the buttons, a week such as "2–8 Desember 2026"
                  fitted in the fallback font and not in Roboto, and the calendar moved down when Roboto arrived. */}
              <Typography
                component="h2"
                variant="h6"
                aria-live="polite"
                sx={{ textTransform: 'capitalize', flexBasis: { xs: '100%', sm: 'auto' } }}
              >
                {titleOf(view, anchor)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              {/* The hint describes the switch: its name stays its label, which the tooltip would otherwise replace. */}
              {staff && (
                <Tooltip title={t.mineHint} describeChild>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={mine}
                        onChange={(event) => setParams({ mine: event.target.checked ? '1' : null })}
                      />
                    }
                    label={t.mine}
                  />
                </Tooltip>
              )}
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                aria-label={t.views}
                value={view}
                onChange={(_event, next: CalendarView | null) => next && setParams({ view: next })}
              >
                <ToggleButton value="month">{t.month}</ToggleButton>
                <ToggleButton value="week">{t.week}</ToggleButton>
                <ToggleButton value="list">{t.list}</ToggleButton>
              </ToggleButtonGroup>
            </Box>
          </Box>
          <CalendarLegend />
          {calendar.isError && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void calendar.refetch()}>
                  {t.retry}
                </Button>
              }
            >
              {errorMessage(calendar.error, t.loadFailed)}
            </Alert>
          )}
          {calendar.data && isTruncated(calendar.data) && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t.truncated}
            </Alert>
          )}
          <Box sx={{ height: 4, mb: 1 }}>{calendar.isFetching && <LinearProgress aria-label={t.loading} />}</Box>
          {calendar.isPending ? (
            loading
          ) : view === 'list' ? (
            <CalendarList items={items} from={from} emptyText={mine ? t.emptyMine : t.empty} placeholder={loading} />
          ) : (
            <>
              {!calendar.isError && items.length === 0 && (
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {mine ? t.emptyMine : t.empty}
                </Typography>
              )}
              <Suspense fallback={loading}>
                <CalendarGrid view={view} anchor={anchor} items={items} />
              </Suspense>
            </>
          )}
        </CardContent>
      </Card>
    </Container>
  );
}
