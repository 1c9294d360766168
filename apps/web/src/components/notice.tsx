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
  /** Called with the key of the notice that closes (its timer, its button). */
  onClose: (key?: number) => void;
}) {
  const closeThis = () => onClose(notice?.key);
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={duration}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') {
          closeThis();
        }
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert onClose={closeThis} severity={notice?.severity ?? 'info'} variant="filled" sx={{ width: '100%' }}>
        {notice?.message}
      </Alert>
    </Snackbar>
  );
}

let lastKey = 0;

/**
 * State for one screen's snackbar; showing it hides the frame's delete notice (one notice at a time). `close(key)`
 * closes only the notice of that key: the timer of a notice that a newer one replaced in the same moment must not take
 * the newer one away (seen as a 'Pemulihan berhasil dicatat' that never showed, right after 'Kerugian … disimpan').
 * `close()` closes whatever is shown.
 */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const dismissUndo = useDismissUndoNotice();
  const show = useCallback(
    (message: string, severity: NoticeState['severity']) => {
      dismissUndo();
      lastKey += 1;
      setNotice({ message, severity, key: lastKey });
    },
    [dismissUndo],
  );
  const close = useCallback(
    (key?: number) => setNotice((current) => (key === undefined || current?.key === key ? null : current)),
    [],
  );
  return { notice, show, close };
}
