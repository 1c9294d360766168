import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import Box from '@mui/material/Box';
import { idDetentions } from '../../../i18n/id-detentions';

/**
 * The board's detainee marker (decisions §8.2): a defendant of the hearing's case is held on the board's day. An icon
 * with its words for screen readers and a tooltip, beside the deadline marker; on the TV a light amber that reads on
 * the board's green.
 */
export function DetainedMarker({ display = false }: { display?: boolean }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={idDetentions.marker}
      title={idDetentions.marker}
      data-testid="detained-marker"
      sx={{
        display: 'inline-flex',
        verticalAlign: 'text-bottom',
        mr: 0.75,
        color: display ? '#ffd27a' : 'warning.dark',
        '@media print': { color: '#000' },
      }}
    >
      <LockClockOutlined sx={{ fontSize: '1.1em' }} aria-hidden />
    </Box>
  );
}
