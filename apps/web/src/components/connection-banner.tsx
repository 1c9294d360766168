import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { id } from '../i18n/id';
import { useRealtime } from '../lib/realtime/realtime-provider';
import type { ConnectionStatus } from '../lib/realtime/connection-tracker';

const t = id.realtime;

/** How long 'Koneksi tersambung kembali' stays. */
export const RESTORED_NOTICE_MS = 4000;

/**
 * Tells the user when the live connection is lost (lists and the board stop updating by themselves) and,
 * briefly, when it is back. Nothing on the first connect. Floating below the top bar, or `inline` in the flow of a
 * screen without the top bar (the TV board, decisions §10), where a floating notice would cover the title.
 */
export function ConnectionBanner({ inline = false, sx }: { inline?: boolean; sx?: SxProps<Theme> }) {
  const { status } = useRealtime();
  const [previous, setPrevious] = useState<ConnectionStatus>(status);
  const [restored, setRestored] = useState(false);
  if (status !== previous) {
    // Adjusting state while rendering (not in an effect): the transition lost → online shows the notice.
    setPrevious(status);
    setRestored(previous === 'lost' && status === 'online');
  }

  useEffect(() => {
    // The floating notice hides itself (Snackbar's autoHideDuration); the inline one here.
    if (!inline || !restored) {
      return undefined;
    }
    const timer = setTimeout(() => setRestored(false), RESTORED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [inline, restored]);

  const lost = status === 'lost';
  const alert = (
    <Alert
      severity={lost ? 'warning' : 'success'}
      variant="filled"
      role={lost ? 'alert' : 'status'}
      data-testid="connection-banner"
      sx={inline ? sx : { width: '100%', alignItems: 'center' }}
    >
      {lost ? t.lost : t.restored}
    </Alert>
  );
  if (inline) {
    return lost || restored ? alert : null;
  }
  return (
    <Snackbar
      open={lost || restored}
      autoHideDuration={lost ? null : RESTORED_NOTICE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') {
          setRestored(false);
        }
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 76 }, displayPrint: 'none' }}
    >
      {alert}
    </Snackbar>
  );
}
