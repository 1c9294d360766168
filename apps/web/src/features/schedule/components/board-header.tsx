import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ExportButtons } from '../../../components/export-buttons';
import { idSchedule } from '../../../i18n/id-schedule';
import { formatFullDay } from '../../../lib/time/dates';
import type { useSchedulePage } from '../hooks/use-schedule-page';
import { BoardClock } from './board-clock';
import { boardColors } from './board-colors';
import { DayNavigation } from './day-navigation';

const t = idSchedule;

/**
 * The board's heading: the office, the title, the day; on the TV the live clock, elsewhere the own-hearings switch,
 * the exports and printing. The clock ticks in a part of its own (`BoardClock`). On a phone it is compact (decisions §10): small type, no printing or fullscreen, the day
 * in the arrows' line below, so that the first card is on screen.
 */
export function BoardHeader({ page }: { page: ReturnType<typeof useSchedulePage> }) {
  const { display, cards: phone, day, isFullscreen } = page;
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexDirection: display ? 'row' : { xs: 'column', sm: 'row' },
        gap: phone ? 1 : { xs: 1.5, sm: 3 },
        alignItems: display ? 'flex-start' : { xs: 'stretch', sm: 'flex-start' },
        justifyContent: 'space-between',
        mb: phone ? 1 : display ? 2 : 3,
        '@media print': { mb: 1.5 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{
            fontSize: display ? 'clamp(1rem, 1.3vw, 1.6rem)' : phone ? '0.75rem' : '0.95rem',
            fontWeight: 600,
            letterSpacing: '0.02em',
            textTransform: 'uppercase',
            color: display ? boardColors.text : 'text.secondary',
            mb: phone ? 0.25 : 0.5,
            '@media print': { fontSize: '10pt', color: '#000' },
          }}
        >
          {page.officeName}
        </Typography>
        <Typography
          variant="h4"
          component="h1"
          sx={{
            fontSize: display ? 'clamp(1.6rem, 2.2vw, 2.8rem)' : { xs: '1.25rem', md: '2rem' },
            fontWeight: 700,
            '@media print': { fontSize: '16pt' },
          }}
        >
          {t.title}
        </Typography>
        {!phone && (
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
        )}
        {phone && <DayNavigation day={day} today={page.today} compact goToDay={page.goToDay} />}
      </Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: phone ? 1 : 1.5,
          flexWrap: 'wrap',
          justifyContent: phone ? 'flex-start' : 'flex-end',
        }}
      >
        {display && <BoardClock />}
        {!display && page.staff && (
          <FormControlLabel
            control={<Switch checked={page.mine} onChange={(event) => page.setMine(event.target.checked)} />}
            label={t.mineOnly}
            sx={{ displayPrint: 'none', mr: 0 }}
          />
        )}
        {!display && (
          <ExportButtons
            path="/schedule/export"
            params={{ date: day, mine: page.mine ? 1 : undefined }}
            onDone={page.notice.show}
          />
        )}
        {!display && !phone && (
          <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
            {t.print}
          </Button>
        )}
        {!phone && (
          <Tooltip title={isFullscreen ? t.fullscreenExit : t.fullscreenEnter}>
            <IconButton
              aria-label={isFullscreen ? t.fullscreenExit : t.fullscreenEnter}
              onClick={() => void page.toggleFullscreen().catch(() => undefined)}
              sx={{ color: display ? boardColors.text : 'primary.main', displayPrint: 'none' }}
              size="large"
            >
              {isFullscreen ? <FullscreenExit fontSize="large" /> : <Fullscreen fontSize="large" />}
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
