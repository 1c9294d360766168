import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';

/** How long a delete's notice offers "Urungkan" (decisions §7.3). */
export const UNDO_NOTICE_MS = 6000;

/** A deletion that can be undone at once, as its notice offers it. */
export interface UndoOffer {
  /** What happened: "Jadwal berhasil dihapus". */
  message: string;
  /** The button's text: "Urungkan". */
  undoLabel: string;
  /** Brings the item back (a restore from the trash). */
  undo: () => Promise<unknown>;
  /** Said once it is back: "Kasus dipulihkan". */
  undoneMessage: string;
  /** Said when the restore failed without a message of the server's own. */
  undoFailedMessage: string;
}

interface Shown {
  key: number;
  message: string;
  severity: 'success' | 'error';
  /** Present while the notice still offers the undo. */
  offer?: UndoOffer;
}

interface UndoNoticeApi {
  offer: (offer: UndoOffer) => void;
  /** Hides it: a screen's own notice takes its place (one notice at a time). */
  dismiss: () => void;
}

const UndoNoticeContext = createContext<UndoNoticeApi | null>(null);

/**
 * The notice of a delete, held by the logged-in frame so that it outlives the screen that deleted (a case's page
 * leaves for its list a second later): the message with "Urungkan" for UNDO_NOTICE_MS; a click restores at
 * once and says so, or says why it could not.
 */
export function UndoNoticeProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [undoing, setUndoing] = useState(false);
  const offer = useCallback((next: UndoOffer) => {
    setUndoing(false);
    setShown({ key: Date.now(), message: next.message, severity: 'success', offer: next });
  }, []);
  const close = () => {
    if (!undoing) {
      setShown(null);
    }
  };
  const dismiss = useCallback(() => setShown((current) => (current?.offer ? null : current)), []);
  const api = useMemo(() => ({ offer, dismiss }), [offer, dismiss]);
  const undo = async (current: UndoOffer) => {
    setUndoing(true);
    try {
      await current.undo();
      setShown({ key: Date.now(), message: current.undoneMessage, severity: 'success' });
    } catch (error) {
      setShown({ key: Date.now(), message: errorMessage(error, current.undoFailedMessage), severity: 'error' });
    } finally {
      setUndoing(false);
    }
  };

  return (
    <UndoNoticeContext.Provider value={api}>
      {children}
      <Snackbar
        key={shown?.key}
        open={shown !== null}
        // Held open while the restore runs; the undo's own answer then shows for the same time.
        autoHideDuration={undoing ? null : UNDO_NOTICE_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            close();
          }
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          severity={shown?.severity ?? 'success'}
          variant="filled"
          onClose={undoing ? undefined : close}
          sx={{ width: '100%', alignItems: 'center' }}
          action={
            shown?.offer ? (
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                disabled={undoing}
                startIcon={undoing ? <CircularProgress size={14} color="inherit" /> : undefined}
                onClick={() => shown.offer && void undo(shown.offer)}
                sx={{ fontWeight: 700, '&.Mui-disabled': { color: 'inherit', opacity: 0.85 } }}
              >
                {shown.offer.undoLabel}
              </Button>
            ) : undefined
          }
        >
          {shown?.message}
        </Alert>
      </Snackbar>
    </UndoNoticeContext.Provider>
  );
}

/** Shows a delete's notice with its undo (see `UndoNoticeProvider`); outside the frame (tests), nothing. */
export function useUndoNotice(): (offer: UndoOffer) => void {
  const api = useContext(UndoNoticeContext);
  return useMemo(() => api?.offer ?? (() => undefined), [api]);
}

/** Hides a delete's notice still offering its undo (see `useNotice`); outside the frame, nothing. */
export function useDismissUndoNotice(): () => void {
  const api = useContext(UndoNoticeContext);
  return useMemo(() => api?.dismiss ?? (() => undefined), [api]);
}
