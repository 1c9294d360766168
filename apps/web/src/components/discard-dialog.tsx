import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { idCaseForm } from '../i18n/id-case-form';

const t = idCaseForm;

/**
 * 'Buang perubahan?' (contract §7.5): asked when a form dialog (a case's, a deadline's) would close over unsaved input. An alertdialog
 * whose focus starts on 'Kembali', so that a hurried Enter keeps the input; Escape and a click outside keep it too.
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
        <Button onClick={onDiscard} variant="contained" color="error">
          {t.discardConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
