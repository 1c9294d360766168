import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useRef } from 'react';
import { idCaseForm } from '../i18n/id-case-form';

const t = idCaseForm;

/**
 * 'Buang perubahan?' (decisions §7.5): asked when a form dialog (a case's, a deadline's) would close over unsaved input. An alertdialog
 * whose focus starts on 'Kembali', so that a hurried Enter keeps the input; Escape and a click outside keep it too.
 *
 * 'Ya, buang' first closes the question (which gives the focus back to where it was in the form dialog) and only
 * then calls `onDiscard`, whose form dialog, closing, gives the focus back to the control that opened it (decisions
 * §10). Closing both at once, the question's return of the focus came last, into the dialog being removed: the
 * focus fell to the page body.
 */
export function DiscardDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const discarding = useRef(false);
  useEffect(() => {
    // Runs after the closed question's focus trap has given the focus back (effects' clean-ups run first).
    if (!open && discarding.current) {
      discarding.current = false;
      onDiscard();
    }
  }, [open, onDiscard]);
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t.discardTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t.discardText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onKeep} autoFocus>
          {t.discardCancel}
        </Button>
        <Button
          onClick={() => {
            discarding.current = true;
            onKeep();
          }}
          variant="contained"
          color="error"
        >
          {t.discardConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
