import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';
import { useDismissUndoNotice } from './undo-notice';

export interface NoticeState {
  message: string;
  severity: 'success' | 'error' | 'info' | 'warning';
  key: number;
}

/** A snackbar at the bottom right that hides itself after `duration` ms (requirements §9 per screen). */
export function Notice({
  notice,
  duration,
  onClose,
}: {
  notice: NoticeState | null;
  duration: number;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={duration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') {
          onClose();
        }
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert onClose={onClose} severity={notice?.severity ?? 'info'} variant="filled" sx={{ width: '100%' }}>
        {notice?.message}
      </Alert>
    </Snackbar>
  );
}

/** State for one screen's snackbar; showing it hides the frame's delete notice (one notice at a time). */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const dismissUndo = useDismissUndoNotice();
  const show = useCallback(
    (message: string, severity: NoticeState['severity']) => {
      dismissUndo();
      setNotice({ message, severity, key: Date.now() });
    },
    [dismissUndo],
  );
  const close = useCallback(() => setNotice(null), []);
  return { notice, show, close };
}
