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
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { id } from '../../i18n/id';
import { errorMessage } from '../../lib/api-client';
import { formatClock, formatFullDate, officeToday } from '../../lib/dates';
import { readSession } from '../../lib/session';
import { useFullscreen } from '../../lib/use-fullscreen';
import { useSchedule } from './api/get-schedule';
import { ScheduleTable } from './components/schedule-table';
import { boardColors } from './components/board-colors';
import { useAutoPages } from './hooks/use-auto-pages';
import { useNow } from './hooks/use-now';
import { usePrinting } from './hooks/use-printing';

const t = id.schedule;

/**
 * /case-schedule (requirements §2): today's hearings for the office TV. In fullscreen or with `?kiosk=1` it turns
 * into a high-contrast display with large type and a live clock, paging by itself when the day is long. A staff
 * user may narrow it to their own hearings ("Hanya kasus saya", `?mine=1`, decisions §7.1).
 */
export function Component() {
  const now = useNow();
  const today = officeToday(now);
  const { isFullscreen, toggle } = useFullscreen();
  const [searchParams, setSearchParams] = useSearchParams();
  // Only a staff account has cases of its own; an administrator sees the whole board whatever the address says.
  const staff = readSession()?.role === 'user';
  const mine = staff && searchParams.get('mine') === '1';
  const schedule = useSchedule(today, mine);
  const setMine = (next: boolean) =>
    setSearchParams(
      (params) => {
        if (next) {
          params.set('mine', '1');
        } else {
          params.delete('mine');
        }
        return params;
      },
      { replace: true },
    );
  const printing = usePrinting();
  const display = (isFullscreen || searchParams.get('kiosk') === '1') && !printing;
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const rows = schedule.data ?? [];
  // Rows and headings of a fixed height on the TV, so that a page holds exactly what fits.
  const rowHeight = display ? Math.round(Math.min(130, Math.max(72, window.innerHeight * 0.095))) : 56;
  const headHeight = display ? Math.round(rowHeight * 0.7) : 48;
  const { start, end, page, pages } = useAutoPages({
    container: body,
    count: rows.length,
    rowHeight,
    headHeight,
    enabled: display,
  });
  const updated = schedule.dataUpdatedAt ? formatClock(new Date(schedule.dataUpdatedAt)) : null;

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
          gap: 3,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          mb: 3,
          '@media print': { mb: 1.5 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{
              fontSize: display ? 'clamp(1.8rem, 2.6vw, 3.2rem)' : { xs: '1.5rem', md: '2rem' },
              fontWeight: 700,
              '@media print': { fontSize: '16pt' },
            }}
          >
            {t.title}
          </Typography>
          <Typography
            sx={{
              mt: 0.5,
              fontSize: display ? 'clamp(1.2rem, 1.6vw, 2rem)' : '1.1rem',
              color: display ? boardColors.accent : 'text.secondary',
              fontWeight: 500,
              '@media print': { fontSize: '11pt', color: '#000' },
            }}
          >
            {formatFullDate(now)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
          {display && (
            <Typography
              role="timer"
              aria-label={formatClock(now)}
              sx={{
                fontSize: 'clamp(2.2rem, 4vw, 4.6rem)',
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
      ) : (
        <ScheduleTable
          rows={rows}
          start={start}
          end={end}
          today={today}
          emptyText={mine ? t.emptyMine : t.empty}
          display={display}
          rowHeight={rowHeight}
          headHeight={headHeight}
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
        {pages > 1 && <span aria-live="polite">{t.page(page + 1, pages)}</span>}
        <span data-testid="schedule-updated">{updated ? t.updatedAt(updated) : ''}</span>
      </Box>
    </Box>
  );
}
