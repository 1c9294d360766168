import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Skeleton from '@mui/material/Skeleton';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import { ConnectionBanner } from '../../components/connection-banner';
import { Notice } from '../../components/notice';
import { id } from '../../i18n/id';
import { idSchedule } from '../../i18n/id-schedule';
import { errorMessage } from '../../lib/api-client';
import { formatHourMinute } from '../../lib/time/dates';
import { BoardHeader } from './components/board-header';
import { boardColors } from './components/board-colors';
import { tvType } from './components/board-type';
import { DayNavigation } from './components/day-navigation';
import { ScheduleCards } from './components/schedule-cards';
import { ScheduleTable } from './components/schedule-table';
import { useSchedulePage } from './hooks/use-schedule-page';

const t = idSchedule;

/**
 * /case-schedule (requirements §2): today's hearings for the office TV. In fullscreen or with `?kiosk=1` it turns
 * into a high-contrast display with large type and a live clock, paging by itself when the day is long. A staff
 * user may narrow it to their own hearings ("Hanya kasus saya", `?mine=1`, decisions §7.1). Outside the TV a
 * row opens its case and `?date=` steps through the days; below 600 px each hearing is a card (decisions §7.5).
 */
export function Component() {
  const page = useSchedulePage();
  const { day, today, display, schedule, rows, updated } = page;
  const { start, end, page: pageIndex, pages, measuring } = page.paging;
  const { notice, close } = page.notice;

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
        py: display ? 3 : { xs: 2, md: 5 },
        bgcolor: display ? boardColors.background : undefined,
        color: display ? boardColors.text : undefined,
        '@media print': { bgcolor: '#fff', color: '#000', p: 0, height: 'auto', minHeight: 0 },
      }}
    >
      <BoardHeader page={page} />
      {!display && !page.cards && <DayNavigation day={day} today={today} compact={false} goToDay={page.goToDay} />}
      {display && (
        <ConnectionBanner inline sx={{ mb: 2, fontSize: tvType.notice, alignItems: 'center', displayPrint: 'none' }} />
      )}
      {page.stale && (
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
            <Skeleton key={key} height={56} sx={{ bgcolor: display ? 'rgba(255,255,255,0.12)' : undefined }} />
          ))}
        </Box>
      ) : page.cards ? (
        <ScheduleCards rows={rows} today={today} emptyText={page.emptyText} from={page.from} />
      ) : (
        <ScheduleTable
          rows={rows}
          start={start}
          end={end}
          measuring={measuring}
          fill={display && pages === 1}
          today={today}
          emptyText={page.emptyText}
          display={display}
          from={page.from}
          bodyRef={page.paging.bodyRef}
          tableRef={page.paging.tableRef}
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
            {t.page(pageIndex + 1, pages)}
          </Box>
        )}
        <span data-testid="schedule-updated">{updated ? t.updatedAt(updated) : ''}</span>
      </Box>
      <Notice notice={notice} duration={NOTICE_DURATION_MS.caseList} onClose={close} />
    </Box>
  );
}
