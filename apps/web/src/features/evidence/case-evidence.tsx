import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import type { Evidence, EvidenceStatus } from '@pidsus/shared';
import { EVIDENCE_STATUS_LABELS } from '@pidsus/shared/constants';
import { formatQuantity } from '@pidsus/shared/money';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { lazyDialog } from '../../components/lazy-dialog';
import { Notice, useNotice } from '../../components/notice';
import { RowAction, RowActions } from '../../components/record-rows';
import { id } from '../../i18n/id';
import { idEvidence } from '../../i18n/id-evidence';
import { errorMessage } from '../../lib/api-client';
import { readSession } from '../../lib/session/session';
import { formatLongDate } from '../../lib/time/dates';
import { useCaseEvidence } from './api/get-case-evidence';
import { useEvidenceWrites } from './api/save-evidence';

const t = idEvidence;
const EvidenceDialog = lazyDialog(() => import('./components/evidence-dialog').then((module) => module.EvidenceDialog));

const statusColor: Record<EvidenceStatus, 'warning' | 'default' | 'success' | 'info'> = {
  disita: 'warning',
  dikembalikan: 'default',
  dirampas_negara: 'success',
  dimusnahkan: 'default',
  dipakai_perkara_lain: 'info',
};

function EvidenceRow({
  item,
  canWrite,
  onEdit,
  onDelete,
}: {
  item: Evidence;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const amount = [formatQuantity(item.quantity), item.unit].filter(Boolean).join(' ');
  const seizure = t.seized(item.seizure_number, item.seizure_date ? formatLongDate(item.seizure_date) : '');
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {amount}
          {item.storage_place && ` · ${t.storedAt(item.storage_place)}`}
        </Typography>
        {(item.seizure_number || item.seizure_date) && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {seizure}
          </Typography>
        )}
        {item.note && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.note}
          </Typography>
        )}
      </Box>
      <Chip
        size="small"
        color={statusColor[item.status]}
        variant={item.status === 'disita' ? 'outlined' : 'filled'}
        sx={{ fontWeight: 600 }}
        label={
          item.status_date
            ? t.statusOn(EVIDENCE_STATUS_LABELS[item.status], formatLongDate(item.status_date))
            : EVIDENCE_STATUS_LABELS[item.status]
        }
      />
      {canWrite && (
        <RowActions label={t.actionsFor(item.description)}>
          <RowAction icon="edit" label={`${t.edit} ${item.description}`} hint={t.edit} onClick={onEdit} />
          <RowAction icon="delete" label={`${t.delete} ${item.description}`} hint={t.delete} onClick={onDelete} />
        </RowActions>
      )}
    </Box>
  );
}

/**
 * "Barang Bukti" on the case detail (decisions §8.4): each item with its quantity, where it is kept, its seizure
 * and a chip of its status. Staff add, edit and delete; admins read.
 */
export function CaseEvidence({ caseId }: { caseId: number }) {
  const evidence = useCaseEvidence(caseId);
  const writes = useEvidenceWrites(caseId);
  const { notice, show, close } = useNotice();
  const canWrite = readSession()?.role === 'user';
  const [dialog, setDialog] = useState<{ item?: Evidence } | null>(null);
  const [deleting, setDeleting] = useState<Evidence | null>(null);

  return (
    <Card component="section" aria-labelledby="case-evidence-title">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography id="case-evidence-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t.title}
          </Typography>
          {canWrite && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setDialog({})}>
              {t.add}
            </Button>
          )}
        </Box>
        {evidence.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            <Skeleton height={44} />
          </Box>
        )}
        {evidence.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void evidence.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {errorMessage(evidence.error, t.loadFailed)}
          </Alert>
        )}
        {evidence.isSuccess && evidence.data.length === 0 && (
          <Typography color="text.secondary">{canWrite ? `${t.empty}. ${t.emptyHint}` : t.empty}</Typography>
        )}
        {evidence.isSuccess && evidence.data.length > 0 && (
          <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {evidence.data.map((item) => (
              <EvidenceRow
                key={item.id}
                item={item}
                canWrite={canWrite}
                onEdit={() => setDialog({ item })}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </Box>
        )}
      </CardContent>
      <EvidenceDialog
        open={dialog !== null}
        item={dialog?.item}
        onClose={() => setDialog(null)}
        onSubmit={async (input) => {
          const editing = dialog?.item;
          if (editing) {
            await writes.update.mutateAsync({ id: editing.id, input });
          } else {
            await writes.create.mutateAsync(input);
          }
          setDialog(null);
          show(editing ? t.saved : t.added, 'success');
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        text={t.deleteText(deleting?.description ?? '')}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.deleteCancel}
        danger
        failureText={t.deleteFailed}
        onConfirm={async () => {
          if (deleting) {
            await writes.remove.mutateAsync(deleting.id);
            setDeleting(null);
            show(t.deleted, 'success');
          }
        }}
        onClose={() => setDeleting(null)}
      />
      <Notice notice={notice} duration={NOTICE_DURATION_MS.caseDetail} onClose={close} />
    </Card>
  );
}
