import Folder from '@mui/icons-material/Folder';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { idFiles } from '../../../i18n/id-files';
import { useAllFolders } from '../api/get-folders';

const t = idFiles;

/** Where an item can go: the root or any folder, except a folder itself and what is under it. */
export function MoveDialog(props: {
  item: { id: number; name: string; type: 'file' | 'folder'; path?: string } | null;
  currentPath: string;
  pending: boolean;
  onMove: (target: number | null) => void;
  onClose: () => void;
}) {
  const { item } = props;
  const folders = useAllFolders(item !== null);
  const [target, setTarget] = useState<number | null | undefined>(undefined);
  const excluded = (path: string) =>
    item?.type === 'folder' && item.path !== undefined && (path === item.path || path.startsWith(`${item.path}/`));
  const choices = [
    { id: null, path: '/', label: t.root, depth: 0 },
    ...(folders.data ?? [])
      .filter((folder) => !excluded(folder.path))
      .map((folder) => ({
        id: folder.id,
        path: folder.path,
        label: folder.name,
        depth: folder.path.split('/').length - 1,
      })),
  ];
  return (
    <Dialog
      open={item !== null}
      onClose={props.onClose}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setTarget(undefined) } }}
    >
      <DialogTitle>{item && t.moveTitle(item.name)}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, maxHeight: 360 }}>
        {folders.isPending ? (
          <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 3 }} />
        ) : (
          <List dense aria-label={t.move}>
            {choices.map((choice) => (
              <ListItemButton
                key={choice.id ?? 'root'}
                selected={target === choice.id}
                disabled={choice.path === props.currentPath}
                onClick={() => setTarget(choice.id)}
                sx={{ pl: 2 + choice.depth * 2 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {choice.id === null ? <HomeOutlined /> : <Folder sx={{ color: '#f2b632' }} />}
                </ListItemIcon>
                <ListItemText
                  primary={choice.label}
                  secondary={choice.path === props.currentPath ? t.currentLocation : undefined}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={props.onClose}>{t.cancel}</Button>
        <Button
          variant="contained"
          disabled={target === undefined || props.pending}
          onClick={() => target !== undefined && props.onMove(target)}
        >
          {t.moveHere}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
