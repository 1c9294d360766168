import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import Box from '@mui/material/Box';
import { idDeadlines } from '../../../i18n/id-deadlines';

const t = idDeadlines.marker;

/**
 * The board's deadline marker (decisions §7.2): the hearing's case has an open deadline due on the board's day or
 * before it — on today's board, due today or overdue. An icon with its words for screen readers and a tooltip.
 * On the TV a light red that reads on the board's green; elsewhere the theme's error red.
 */
export function DeadlineMarker({ onToday, display = false }: { onToday: boolean; display?: boolean }) {
  const label = onToday ? t.today : t.onDay;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-testid="deadline-marker"
      sx={{
        display: 'inline-flex',
        verticalAlign: 'text-bottom',
        mr: 0.75,
        color: display ? '#ffb4a8' : 'error.main',
        '@media print': { color: '#000' },
      }}
    >
      <AlarmOutlined sx={{ fontSize: '1.1em' }} aria-hidden />
    </Box>
  );
}
