import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { id } from '../../../i18n/id';

const t = id.files;

/** 'Konfirmasi Penghapusan' before a file or a folder (with all it holds) is deleted. */
export function ConfirmDeleteDialog(props: {
  item: { name: string; type: 'file' | 'folder' } | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { item } = props;
  return (
    <Dialog open={item !== null} onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {item && (item.type === 'folder' ? t.deleteFolderText(item.name) : t.deleteFileText(item.name))}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t.cancel}</Button>
        <Button color="error" variant="contained" disabled={props.pending} onClick={props.onConfirm}>
          {t.remove}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
