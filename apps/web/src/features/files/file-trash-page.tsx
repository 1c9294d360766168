import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS, paths } from '@pidsus/shared/constants';
import type { FileTrashItem } from '@pidsus/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { TrashList } from '../../components/trash-list';
import { idFiles } from '../../i18n/id-files';
import { idTrash } from '../../i18n/id-trash';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/time/dates';
import { formatSize } from '../../lib/content/file-names';
import { restoredName, usePurgeItem, useRestoreItem, useFileTrash } from './api/file-trash';

const t = idTrash;

const place = (path: string) => (path === '/' ? idFiles.root : path);

function TrashItemCard({
  item,
  busy,
  onRestore,
  onPurge,
}: {
  item: FileTrashItem;
  busy: boolean;
  onRestore: () => void;
  onPurge: () => void;
}) {
  const folder = item.kind === 'folders';
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          alignItems: { xs: 'stretch', sm: 'center' },
          '&:last-child': { pb: 2 },
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
          {folder ? (
            <FolderOutlined color="primary" aria-hidden sx={{ mt: 0.5 }} />
          ) : (
            <InsertDriveFileOutlined color="action" aria-hidden sx={{ mt: 0.5 }} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {item.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`${folder ? t.folderKind : t.fileKind} · ${formatSize(item.size)} · ${t.fromFolder(place(item.original_path))}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.deletedAt(formatDateTime(new Date(item.deleted_at)))}
            </Typography>
          </Box>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="contained"
            startIcon={<RestoreFromTrashOutlined />}
            onClick={onRestore}
            disabled={busy}
            aria-label={t.restoreLabel(item.name)}
          >
            {t.restore}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverOutlined />}
            onClick={onPurge}
            disabled={busy}
            aria-label={t.purgeLabel(item.name)}
          >
            {t.purge}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /files/trash (decisions §7.3): the user's own trashed files and folders (what a trashed folder holds goes and
 * comes back with it), with "Pulihkan" and "Hapus Permanen" (confirmed).
 */
export function Component() {
  const trash = useFileTrash();
  const restore = useRestoreItem();
  const purge = usePurgeItem();
  const { notice, show, close } = useNotice();
  const [purging, setPurging] = useState<FileTrashItem | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const onRestore = (item: FileTrashItem) => {
    setBusyKey(`${item.kind}/${item.id}`);
    restore.mutate(item, {
      onSuccess: (answer) => {
        const name = restoredName(answer);
        show(name === item.name ? t.restored(name) : t.restoredAs(name), 'success');
      },
      onError: (error) => show(errorMessage(error, t.itemRestoreFailed), 'error'),
      onSettled: () => setBusyKey(null),
    });
  };
  const onPurge = async () => {
    if (purging) {
      await purge.mutateAsync(purging);
      show(t.purged(purging.name), 'success');
      setPurging(null);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={paths.files} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t.backToFiles}
      </Button>
      <PageHeader title={t.filesTitle} subtitle={t.filesSubtitle} />
      <TrashList query={trash} label={t.filesTitle} emptyHint={t.emptyFilesHint} skeletonHeight={96}>
        {(items) =>
          items.map((item) => (
            <TrashItemCard
              key={`${item.kind}/${item.id}`}
              item={item}
              busy={busyKey === `${item.kind}/${item.id}`}
              onRestore={() => onRestore(item)}
              onPurge={() => setPurging(item)}
            />
          ))
        }
      </TrashList>
      <ConfirmDialog
        open={purging !== null}
        title={t.purgeTitle}
        text={purging?.kind === 'folders' ? t.purgeFolderText(purging.name) : t.purgeFileText(purging?.name ?? '')}
        confirmLabel={t.purgeConfirm}
        cancelLabel={t.cancel}
        danger
        failureText={t.purgeFailed}
        onConfirm={onPurge}
        onClose={() => setPurging(null)}
      />
      <Notice notice={notice} duration={NOTICE_DURATION_MS.caseList} onClose={close} />
    </Container>
  );
}
