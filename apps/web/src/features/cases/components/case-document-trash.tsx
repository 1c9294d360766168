import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { TrashedCaseDocument } from '@pidsus/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { idCaseDocuments } from '../../../i18n/id-case-documents';
import { errorMessage } from '../../../lib/api-client';
import { formatSize } from '../../../lib/content/file-names';
import { formatDateTime } from '../../../lib/time/dates';
import { useCaseDocumentTrash, usePurgeCaseDocument, useRestoreCaseDocument } from '../api/case-document-trash';

const t = idCaseDocuments.trash;

const rowSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '28px minmax(0, 1fr)', sm: '28px minmax(0, 1fr) auto' },
  alignItems: 'center',
  columnGap: 1.5,
  rowGap: 0.5,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** One trashed document: its name, size, who deleted it and when, and what the caller may do with it. */
function TrashedDocumentItem({
  item,
  canRestore,
  canPurge,
  restoring,
  onRestore,
  onPurge,
}: {
  item: TrashedCaseDocument;
  canRestore: boolean;
  canPurge: boolean;
  restoring: boolean;
  onRestore: () => void;
  onPurge: () => void;
}) {
  const who = item.deleted_by?.username ?? t.unknownActor;
  return (
    <Box component="li" sx={rowSx}>
      <InsertDriveFileOutlined sx={{ color: 'text.secondary' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {formatSize(item.size)} · {t.deletedBy(formatDateTime(new Date(item.deleted_at)), who)}
        </Typography>
      </Box>
      {(canRestore || canPurge) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, gridColumn: { xs: '2', sm: 'auto' } }}>
          {canRestore && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<RestoreFromTrashOutlined />}
              aria-label={t.restoreLabel(item.name)}
              disabled={restoring}
              onClick={onRestore}
            >
              {t.restore}
            </Button>
          )}
          {canPurge && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteForeverOutlined />}
              aria-label={t.purgeLabel(item.name)}
              onClick={onPurge}
            >
              {t.purge}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * "Sampah berkas (N)" below the case's documents (decisions §9): collapsed at first, absent while empty. Everyone
 * sees who deleted what and when; the case's team and admins restore ("Berkas dipulihkan"), admins purge after
 * a question.
 */
export function CaseDocumentTrash({
  caseId,
  canRestore,
  canPurge,
  onNotice,
}: {
  caseId: number;
  canRestore: boolean;
  canPurge: boolean;
  onNotice: (message: string, severity: 'success' | 'error') => void;
}) {
  const trash = useCaseDocumentTrash(caseId);
  const restore = useRestoreCaseDocument(caseId);
  const purge = usePurgeCaseDocument(caseId);
  const [open, setOpen] = useState(false);
  const [toPurge, setToPurge] = useState<TrashedCaseDocument | null>(null);
  const listId = useId();

  if (trash.isPending) {
    return (
      <Box aria-busy="true" sx={{ mt: 2 }}>
        <Skeleton height={36} width={180} />
      </Box>
    );
  }
  if (trash.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void trash.refetch()}>
            {idCaseDocuments.retry}
          </Button>
        }
      >
        {errorMessage(trash.error, t.loadFailed)}
      </Alert>
    );
  }
  const items = trash.data;
  if (items.length === 0) {
    return null;
  }
  const onRestore = (item: TrashedCaseDocument) =>
    restore.mutate(item.id, {
      onSuccess: () => onNotice(t.restored, 'success'),
      onError: (error) => onNotice(errorMessage(error, t.restoreFailed), 'error'),
    });

  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1">
        <Button
          color="inherit"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ px: 1, ml: -1, fontWeight: 600, textTransform: 'none' }}
        >
          {t.toggle(items.length)}
        </Button>
      </Typography>
      <Collapse in={open} id={listId}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.hint}
        </Typography>
        <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <TrashedDocumentItem
              key={item.id}
              item={item}
              canRestore={canRestore}
              canPurge={canPurge}
              restoring={restore.isPending && restore.variables === item.id}
              onRestore={() => onRestore(item)}
              onPurge={() => setToPurge(item)}
            />
          ))}
        </Box>
      </Collapse>
      <ConfirmDialog
        open={toPurge !== null}
        title={t.purgeTitle}
        text={t.purgeText(toPurge?.name ?? '')}
        confirmLabel={t.purgeConfirm}
        cancelLabel={t.purgeCancel}
        danger
        failureText={t.purgeFailed}
        onConfirm={async () => {
          if (!toPurge) {
            return;
          }
          await purge.mutateAsync(toPurge.id);
          onNotice(t.purged(toPurge.name), 'success');
          setToPurge(null);
        }}
        onClose={() => setToPurge(null)}
      />
    </Box>
  );
}
