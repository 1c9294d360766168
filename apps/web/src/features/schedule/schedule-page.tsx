import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { NOTICE_DURATION_MS, isCalendarDate } from '@pidsus/shared/constants';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ExportButtons } from '../../components/export-buttons';
import { Notice, useNotice } from '../../components/notice';
import { id } from '../../i18n/id';
import { idSchedule } from '../../i18n/id-schedule';
import { errorMessage } from '../../lib/api-client';
import { addDays, formatClock, formatFullDay, formatHourMinute, formatLongDate, officeToday } from '../../lib/dates';
import { useRealtime } from '../../lib/realtime/realtime-provider';
import { readSession } from '../../lib/session';
import { useFullscreen } from '../../lib/use-fullscreen';
import { useOfficeName } from '../../lib/office-name';
import { useSchedule } from './api/get-schedule';
import { ScheduleCards } from './components/schedule-cards';
import { ScheduleTable } from './components/schedule-table';
import { isBoardStale } from './hooks/board-freshness';
import { boardColors } from './components/board-colors';
import { useAutoPages } from './hooks/use-auto-pages';
import { useNow } from './hooks/use-now';
import { usePrinting } from './hooks/use-printing';

const t = idSchedule;

/**
 * /case-schedule (requirements §2): today's hearings for the office TV. In fullscreen or with `?kiosk=1` it turns
 * into a high-contrast display with large type and a live clock, paging by itself when the day is long. A staff
 * user may narrow it to their own hearings ("Hanya kasus saya", `?mine=1`, decisions §7.1). Outside the TV a
 * row opens its case and `?date=` steps through the days; below 600 px each hearing is a card (decisions §7.5).
 */
export function Component() {
  const now = useNow();
  const officeName = useOfficeName();
  const today = officeToday(now);
  const { isFullscreen, toggle } = useFullscreen();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const { status } = useRealtime();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const asked = searchParams.get('date');
  const day = asked && isCalendarDate(asked) ? asked : today;
  // Only a staff account has cases of its own; an administrator sees the whole board whatever the address says.
  const staff = readSession()?.role === 'user';
  const mine = staff && searchParams.get('mine') === '1';
  const schedule = useSchedule(day, mine);
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null) {
          params.delete(name);
        } else {
          params.set(name, value);
        }
        return params;
      },
      { replace: true },
    );
  const setMine = (next: boolean) => setParam('mine', next ? '1' : null);
  const goToDay = (next: string) => setParam('date', next === today ? null : next);
  const printing = usePrinting();
  const display = (isFullscreen || searchParams.get('kiosk') === '1') && !printing;
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const rows = schedule.data ?? [];
  // Rows and headings of a fixed height on the TV, so that a page holds exactly what fits.
  // At 1080 lines: 64 px rows, two lines of a title each, at least 12 to a page (decisions §7.5).
  const rowHeight = display ? Math.round(Math.min(110, Math.max(56, window.innerHeight * 0.059))) : 56;
  const headHeight = display ? Math.round(rowHeight * 0.75) : 48;
  const { start, end, page, pages } = useAutoPages({
    container: body,
    count: rows.length,
    rowHeight,
    headHeight,
    enabled: display,
  });
  const updated = schedule.dataUpdatedAt ? formatClock(new Date(schedule.dataUpdatedAt)) : null;
  const stale = isBoardStale({
    status,
    updatedAt: schedule.dataUpdatedAt,
    failed: schedule.isError,
    now: now.getTime(),
  });
  const from = location.pathname + location.search;
  const emptyText = mine ? t.emptyMine : day === today ? t.empty : t.emptyDay(formatLongDate(day));
  const cards = phone && !display && !printing;
  const { notice, show, close } = useNotice();

  return (
    <Box
      data-display={display ? 'tv' : 'office'}
      sx={{
        // On the TV the board is exactly one screen high (it pages instead of scrolling); elsewhere it grows.
        flex: display ? '0 0 auto' : 1,
        display: 'flex',
        flexDirection: 'column',
        height: display ? '100dvh' : undefined,
        overflow: display ? 'hidden' : undefined,
        px: display ? { xs: 2, md: 5 } : { xs: 2, md: 4 },
        py: display ? 3 : { xs: 3, md: 5 },
        bgcolor: display ? boardColors.background : undefined,
        color: display ? boardColors.text : undefined,
        '@media print': { bgcolor: '#fff', color: '#000', p: 0, height: 'auto', minHeight: 0 },
      }}
    >
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexDirection: { xs: display ? 'row' : 'column', sm: 'row' },
          gap: { xs: 1.5, sm: 3 },
          alignItems: { xs: display ? 'flex-start' : 'stretch', sm: 'flex-start' },
          justifyContent: 'space-between',
          mb: display ? 2 : 3,
          '@media print': { mb: 1.5 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            sx={{
              fontSize: display ? 'clamp(1rem, 1.3vw, 1.6rem)' : '0.95rem',
              fontWeight: 600,
              letterSpacing: '0.02em',
              textTransform: 'uppercase',
              color: display ? boardColors.text : 'text.secondary',
              mb: 0.5,
              '@media print': { fontSize: '10pt', color: '#000' },
            }}
          >
            {officeName}
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            sx={{
              fontSize: display ? 'clamp(1.6rem, 2.2vw, 2.8rem)' : { xs: '1.4rem', md: '2rem' },
              fontWeight: 700,
              '@media print': { fontSize: '16pt' },
            }}
          >
            {t.title}
          </Typography>
          <Typography
            sx={{
              mt: 0.5,
              fontSize: display ? 'clamp(1.1rem, 1.4vw, 1.8rem)' : '1.1rem',
              color: display ? boardColors.accent : 'text.secondary',
              fontWeight: 500,
              '@media print': { fontSize: '11pt', color: '#000' },
            }}
          >
            {formatFullDay(day)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {display && (
            <Typography
              role="timer"
              aria-label={formatClock(now)}
              sx={{
                fontSize: 'clamp(2rem, 3.4vw, 4rem)',
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                lineHeight: 1,
              }}
            >
              {formatClock(now)}
            </Typography>
          )}
          {!display && staff && (
            <FormControlLabel
              control={<Switch checked={mine} onChange={(event) => setMine(event.target.checked)} />}
              label={t.mineOnly}
              sx={{ displayPrint: 'none', mr: 0 }}
            />
          )}
          {!display && (
            <ExportButtons path="/schedule/export" params={{ date: day, mine: mine ? 1 : undefined }} onDone={show} />
          )}
          {!display && (
            <Button
              variant="outlined"
              startIcon={<Print />}
              onClick={() => window.print()}
              sx={{ displayPrint: 'none' }}
            >
              {t.print}
            </Button>
          )}
          <Tooltip title={isFullscreen ? t.fullscreenExit : t.fullscreenEnter}>
            <IconButton
              aria-label={isFullscreen ? t.fullscreenExit : t.fullscreenEnter}
              onClick={() => void toggle().catch(() => undefined)}
              sx={{ color: display ? boardColors.text : 'primary.main', displayPrint: 'none' }}
              size="large"
            >
              {isFullscreen ? <FullscreenExit fontSize="large" /> : <Fullscreen fontSize="large" />}
            </IconButton>
          </Tooltip>
        </Box>
      </Box>

      {!display && (
        <Box
          role="group"
          aria-label={t.dayNavigation}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2, displayPrint: 'none' }}
        >
          <Button variant="outlined" startIcon={<ChevronLeft />} onClick={() => goToDay(addDays(day, -1))}>
            {t.previousDay}
          </Button>
          <Button variant="outlined" endIcon={<ChevronRight />} onClick={() => goToDay(addDays(day, 1))}>
            {t.nextDay}
          </Button>
          {day !== today && (
            <Button variant="text" onClick={() => goToDay(today)}>
              {t.backToToday}
            </Button>
          )}
        </Box>
      )}
      {stale && (
        <Box
          role="alert"
          data-testid="board-stale"
          sx={{
            mb: 2,
            px: display ? 3 : 2,
            py: display ? 2 : 1.25,
            borderRadius: 2,
            bgcolor: '#ffd54f',
            color: '#1a1200',
            fontWeight: 700,
            textAlign: 'center',
            fontSize: display ? 'clamp(2rem, 2.4vw, 3rem)' : '1.1rem',
            lineHeight: 1.2,
            displayPrint: 'none',
          }}
        >
          {schedule.dataUpdatedAt ? t.staleSince(formatHourMinute(new Date(schedule.dataUpdatedAt))) : t.staleNever}
        </Box>
      )}
      {/* On paper: one landscape A4 per day, the table alone. */}
      <GlobalStyles styles={{ '@page': { size: 'A4 landscape', margin: '12mm' } }} />
      {schedule.isError && (
        <Alert severity="error" sx={{ mb: 2, fontSize: display ? '1.3rem' : undefined }}>
          {errorMessage(schedule.error, t.loadFailed)}
        </Alert>
      )}
      {schedule.isPending ? (
        <Box aria-busy="true" aria-label={id.app.loading}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={rowHeight} sx={{ bgcolor: display ? 'rgba(255,255,255,0.12)' : undefined }} />
          ))}
        </Box>
      ) : cards ? (
        <ScheduleCards rows={rows} today={today} emptyText={emptyText} from={from} />
      ) : (
        <ScheduleTable
          rows={rows}
          start={start}
          end={end}
          today={today}
          emptyText={emptyText}
          display={display}
          rowHeight={rowHeight}
          headHeight={headHeight}
          from={from}
          bodyRef={setBody}
        />
      )}

      <Box
        component="footer"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          mt: 2,
          fontSize: display ? 'clamp(1rem, 1.2vw, 1.5rem)' : '0.9rem',
          color: display ? boardColors.muted : 'text.secondary',
          '@media print': { fontSize: '8pt', mt: 1 },
        }}
      >
        <span>{rows.length > 0 ? t.count(rows.length) : ''}</span>
        {pages > 1 && (
          <Box
            component="span"
            aria-live="polite"
            data-testid="schedule-page"
            sx={{
              fontSize: display ? 'clamp(1.5rem, 1.5vw, 2.2rem)' : undefined,
              fontWeight: display ? 700 : undefined,
            }}
          >
            {t.page(page + 1, pages)}
          </Box>
        )}
        <span data-testid="schedule-updated">{updated ? t.updatedAt(updated) : ''}</span>
      </Box>
      <Notice notice={notice} duration={NOTICE_DURATION_MS.caseList} onClose={close} />
    </Box>
  );
}
