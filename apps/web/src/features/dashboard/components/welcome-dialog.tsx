import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { id } from '../../../i18n/id';

const t = id.welcome;

export function WelcomeDialog({ open, name, onClose }: { open: boolean; name: string; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle sx={{ pb: 1 }}>{t.title}</DialogTitle>
      <DialogContent>
        <Typography variant="h6" component="p" gutterBottom>
          {t.greeting(name)}
        </Typography>
        <Typography color="text.secondary">{t.text}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t.start}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
