import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { id } from '../../../i18n/id';

const t = id.caseDetail;

/** 'Konfirmasi Penghapusan' (spec §2): names the case, and cannot be dismissed while the deletion runs. */
export function ConfirmDeleteDialog(props: {
  open: boolean;
  title: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.pending ? undefined : props.onCancel} aria-labelledby="delete-case-title">
      <DialogTitle id="delete-case-title">{t.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.deleteText(props.title)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onCancel} disabled={props.pending}>
          {t.deleteCancel}
        </Button>
        <Button onClick={props.onConfirm} color="error" variant="contained" disabled={props.pending}>
          {t.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
