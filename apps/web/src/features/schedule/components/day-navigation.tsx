import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { idSchedule } from '../../../i18n/id-schedule';
import { addDays, formatFullDay } from '../../../lib/time/dates';

const t = idSchedule;

/**
 * The previous and next day and back to today (`?date=`, decisions §7.5). On a phone it is one line, the day between
 * two arrows, so that the first hearing is on screen without scrolling (decisions §10).
 */
export function DayNavigation({
  day,
  today,
  compact,
  goToDay,
}: {
  day: string;
  today: string;
  /** A phone: the arrows beside the day instead of a row of buttons. */
  compact: boolean;
  goToDay: (day: string) => void;
}) {
  const back = day !== today && (
    <Button variant="text" onClick={() => goToDay(today)} sx={{ flexShrink: 0 }}>
      {t.backToToday}
    </Button>
  );
  if (compact) {
    return (
      <Box
        role="group"
        aria-label={t.dayNavigation}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mx: -1, displayPrint: 'none' }}
      >
        <IconButton aria-label={t.previousDay} onClick={() => goToDay(addDays(day, -1))} color="primary">
          <ChevronLeft />
        </IconButton>
        <Typography sx={{ flex: 1, textAlign: 'center', fontWeight: 500, color: 'text.secondary' }}>
          {formatFullDay(day)}
        </Typography>
        <IconButton aria-label={t.nextDay} onClick={() => goToDay(addDays(day, 1))} color="primary">
          <ChevronRight />
        </IconButton>
        {back}
      </Box>
    );
  }
  return (
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
      {back}
    </Box>
  );
}
