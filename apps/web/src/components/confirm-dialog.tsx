import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';

export interface ConfirmDialogProps {
  open: boolean;
  /** Names the dialog (for screen readers and tests). */
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /**
   * The action. Until its promise settles the dialog stays open: both buttons are disabled and Escape or
   * a click outside does nothing. Closing after a success is the caller's (it has its own notice to show).
   */
  onConfirm: () => Promise<unknown>;
  /** Shown in the dialog when the action fails without a message of the server's own. */
  failureText: string;
  onClose: () => void;
}

/**
 * The app's one yes/no question (delete a case, a file, a user; end sessions; log out). A failed action
 * keeps the dialog open with the reason, so the user can try again or cancel.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second click before the disabled button is drawn must not start the action twice.
  const started = useRef(false);

  const confirm = () => {
    if (started.current) {
      return;
    }
    started.current = true;
    setRunning(true);
    setError(null);
    props
      .onConfirm()
      .catch((failure: unknown) => setError(errorMessage(failure, props.failureText)))
      .finally(() => {
        started.current = false;
        setRunning(false);
      });
  };

  return (
    <Dialog
      open={props.open}
      onClose={running ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setError(null) } }}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose} disabled={running}>
          {props.cancelLabel}
        </Button>
        <Button onClick={confirm} variant="contained" color={props.danger ? 'error' : 'primary'} disabled={running}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
