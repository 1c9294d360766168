import Folder from '@mui/icons-material/Folder';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { FileItem } from '@pidsus/shared';
import { idCaseDocuments } from '../../../i18n/id-case-documents';
import { errorMessage } from '../../../lib/api-client';
import { formatSize } from '../../../lib/content/file-names';
import { useCopyCaseDocument, useOwnFiles } from '../api/case-documents';

const t = idCaseDocuments.picker;

/** The folders from the root to `path`: `/a/b` → [`/a`, `/a/b`]. */
function crumbs(path: string): { name: string; path: string }[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((name, index) => ({ name, path: `/${parts.slice(0, index + 1).join('/')}` }));
}

/**
 * "Tambah dari Berkas Saya" (decisions §7.2): the caller's own folders and files, browsed folder by folder; the
 * chosen file is copied into the case (its content, so that later changes to the private file do not touch it).
 */
export function OwnFilePicker({
  open,
  caseId,
  onClose,
  onAdded,
}: {
  open: boolean;
  caseId: number;
  onClose: () => void;
  onAdded: (name: string) => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [path, setPath] = useState('/');
  const [chosen, setChosen] = useState<FileItem | null>(null);
  const contents = useOwnFiles(path, open);
  const copy = useCopyCaseDocument(caseId);
  const go = (next: string) => {
    setPath(next);
    setChosen(null);
  };
  const add = () => {
    if (!chosen) {
      return;
    }
    copy.mutate(chosen.id, { onSuccess: () => onAdded(chosen.name) });
  };
  const data = contents.data;
  const empty = data && data.folders.length === 0 && data.files.length === 0;

  return (
    <Dialog
      open={open}
      onClose={copy.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      slotProps={{
        transition: {
          onExited: () => {
            go('/');
            copy.reset();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 280 }}>
        <Breadcrumbs aria-label={t.breadcrumbLabel} sx={{ mb: 1 }}>
          {path === '/' ? (
            <Typography color="text.primary" aria-current="page">
              {t.root}
            </Typography>
          ) : (
            <Link component="button" type="button" underline="hover" color="inherit" onClick={() => go('/')}>
              {t.root}
            </Link>
          )}
          {crumbs(path).map((crumb) =>
            crumb.path === path ? (
              <Typography key={crumb.path} color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
                {crumb.name}
              </Typography>
            ) : (
              <Link
                key={crumb.path}
                component="button"
                type="button"
                underline="hover"
                color="inherit"
                onClick={() => go(crumb.path)}
              >
                {crumb.name}
              </Link>
            ),
          )}
        </Breadcrumbs>
        {contents.isPending && (
          <Stack spacing={1} aria-label={t.loading} aria-busy="true">
            <Skeleton height={40} />
            <Skeleton height={40} width="70%" />
          </Stack>
        )}
        {contents.isError && <Alert severity="error">{errorMessage(contents.error, t.loadFailed)}</Alert>}
        {empty && <Typography color="text.secondary">{t.empty}</Typography>}
        {data && !empty && (
          <List aria-label={t.listLabel} dense>
            {data.folders.map((folder) => (
              <ListItem key={`folder-${folder.id}`} disablePadding>
                <ListItemButton
                  key={`folder-${folder.id}`}
                  onClick={() => go(folder.path)}
                  aria-label={t.openFolder(folder.name)}
                >
                  <ListItemIcon>
                    <Folder sx={{ color: '#f2b632' }} />
                  </ListItemIcon>
                  <ListItemText primary={folder.name} sx={{ overflowWrap: 'anywhere' }} />
                </ListItemButton>
              </ListItem>
            ))}
            {data.files.map((file) => (
              <ListItem key={`file-${file.id}`} disablePadding>
                <ListItemButton
                  selected={chosen?.id === file.id}
                  aria-pressed={chosen?.id === file.id}
                  onClick={() => setChosen(file)}
                  onDoubleClick={() => {
                    setChosen(file);
                    copy.mutate(file.id, { onSuccess: () => onAdded(file.name) });
                  }}
                >
                  <ListItemIcon>
                    <InsertDriveFileOutlined />
                  </ListItemIcon>
                  <ListItemText
                    primary={file.name}
                    secondary={formatSize(file.size)}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {copy.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(copy.error, t.copyFailed)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={copy.isPending}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={add} disabled={!chosen || copy.isPending}>
          {t.add}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
