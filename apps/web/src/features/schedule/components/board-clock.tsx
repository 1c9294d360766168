import Typography from '@mui/material/Typography';
import { formatClock } from '../../../lib/time/dates';
import { useNow } from '../hooks/use-now';

/**
 * The TV's live clock (requirements §9). It ticks on its own: only this line is drawn again each second, not the board.
 */
export function BoardClock() {
  const now = useNow();
  const text = formatClock(now);
  return (
    <Typography
      role="timer"
      aria-label={text}
      sx={{ fontSize: 'clamp(2rem, 3.4vw, 4rem)', fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1 }}
    >
      {text}
    </Typography>
  );
}
