import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Category, Defendant } from '@pidsus/shared';
import { DEFENDANT_ROLE_LABELS, NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { lazyDialog } from '../../components/lazy-dialog';
import { Notice, useNotice } from '../../components/notice';
import { RowAction, RowActions } from '../../components/record-rows';
import { id } from '../../i18n/id';
import { idDefendants } from '../../i18n/id-defendants';
import { errorMessage } from '../../lib/api-client';
import { readSession } from '../../lib/session/session';
import { formatLongDate } from '../../lib/time/dates';
import { useCaseDefendants } from './api/get-case-defendants';
import { useDefendantWrites } from './api/save-defendant';

const t = idDefendants;
const DefendantDialog = lazyDialog(() =>
  import('./components/defendant-dialog').then((module) => module.DefendantDialog),
);

/** One person: name, NIK, birth, occupation and charges; staff edit and delete. */
function DefendantRow({
  item,
  canWrite,
  onEdit,
  onDelete,
}: {
  item: Defendant;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const born = t.born(item.birth_place, item.birth_date ? formatLongDate(item.birth_date) : '');
  const details = [
    item.nik ? t.nik(item.nik) : '',
    born,
    item.gender ? t.genders[item.gender] : '',
    item.occupation,
  ].filter(Boolean);
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
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
        {details.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Typography>
        )}
        {item.address && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.address}
          </Typography>
        )}
        {item.charges && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t.charges(item.charges)}
          </Typography>
        )}
      </Box>
      {canWrite && (
        <RowActions label={t.actionsFor(item.name)}>
          <RowAction icon="edit" label={`${t.edit} ${item.name}`} hint={t.edit} onClick={onEdit} />
          <RowAction icon="delete" label={`${t.delete} ${item.name}`} hint={t.delete} onClick={onDelete} />
        </RowActions>
      )}
    </Box>
  );
}

/**
 * The case's defendants (decisions §8.1), titled as the case's stage names them — `Terlapor`, `Tersangka`,
 * `Terdakwa`, `Terpidana` — in the order added. Staff add, edit and delete (a person still in a detention period
 * cannot go: the server's 409 says so); admins read.
 */
export function CaseDefendants({ caseId, stage }: { caseId: number; stage: Category }) {
  const defendants = useCaseDefendants(caseId);
  const writes = useDefendantWrites(caseId);
  const { notice, show, close } = useNotice();
  const canWrite = readSession()?.role === 'user';
  const [dialog, setDialog] = useState<{ item?: Defendant } | null>(null);
  const [deleting, setDeleting] = useState<Defendant | null>(null);
  const role = DEFENDANT_ROLE_LABELS[stage];

  return (
    <Card component="section" aria-labelledby="case-defendants-title">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography id="case-defendants-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {role}
          </Typography>
          {canWrite && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setDialog({})}>
              {t.add(role)}
            </Button>
          )}
        </Box>
        {defendants.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            <Skeleton height={44} />
          </Box>
        )}
        {defendants.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void defendants.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {errorMessage(defendants.error, t.loadFailed)}
          </Alert>
        )}
        {defendants.isSuccess && defendants.data.length === 0 && (
          <Box sx={{ py: 1 }}>
            <Typography>{t.empty(role)}</Typography>
            {canWrite && (
              <Typography variant="body2" color="text.secondary">
                {t.emptyHint}
              </Typography>
            )}
          </Box>
        )}
        {defendants.isSuccess && defendants.data.length > 0 && (
          <Box component="ul" aria-label={t.listLabel(role)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {defendants.data.map((item) => (
              <DefendantRow
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
      <DefendantDialog
        open={dialog !== null}
        role={role}
        item={dialog?.item}
        onClose={() => setDialog(null)}
        onSubmit={async (values) => {
          const editing = dialog?.item;
          if (editing) {
            await writes.update.mutateAsync({ id: editing.id, input: values });
          } else {
            await writes.create.mutateAsync(values);
          }
          setDialog(null);
          show(editing ? t.saved(role) : t.added(role), 'success');
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle(role)}
        text={t.deleteText(deleting?.name ?? '')}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.deleteCancel}
        danger
        failureText={t.deleteFailed}
        onConfirm={async () => {
          if (deleting) {
            await writes.remove.mutateAsync(deleting.id);
            setDeleting(null);
            show(t.deleted(role), 'success');
          }
        }}
        onClose={() => setDeleting(null)}
      />
      <Notice notice={notice} duration={NOTICE_DURATION_MS.caseDetail} onClose={close} />
    </Card>
  );
}
