import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { itemNameSchema } from '@pidsus/shared/schemas/files';
import { idFiles } from '../../../i18n/id-files';

const t = idFiles;
const schema = z.object({ name: itemNameSchema });

/**
 * The dialog for a new folder ('Nama Folder', trimmed, 'Nama folder tidak boleh kosong', requirements §5) and
 * for renaming a folder or a file. The same shared schema validates on the server.
 */
export function NameDialog(props: {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  pending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: { name: props.initialName ?? '' },
  });
  const error = form.formState.errors.name?.message;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => form.reset() } }}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => props.onSubmit(values.name))}>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <TextField
            {...form.register('name')}
            label={props.label}
            autoFocus
            fullWidth
            margin="dense"
            error={Boolean(error)}
            helperText={error ?? ' '}
            onFocus={(event) => {
              // Select the name without its extension, as file managers do.
              const value = event.target.value;
              const dot = value.lastIndexOf('.');
              event.target.setSelectionRange(0, dot > 0 ? dot : value.length);
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
