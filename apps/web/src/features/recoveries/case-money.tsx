import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import type { Case, Recovery } from '@pidsus/shared';
import { RECOVERY_KIND_LABELS } from '@pidsus/shared/constants';
import { formatRupiah } from '@pidsus/shared/money';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { lazyDialog } from '../../components/lazy-dialog';
import { Notice, useNotice } from '../../components/notice';
import { RowAction } from '../../components/record-rows';
import { id } from '../../i18n/id';
import { idRecoveries } from '../../i18n/id-recoveries';
import { errorMessage } from '../../lib/api-client';
import { readSession } from '../../lib/session/session';
import { formatLongDate } from '../../lib/time/dates';
import { useCaseRecoveries } from './api/get-case-recoveries';
import { useRecoveryWrites } from './api/save-recovery';
import { useSetStateLoss } from './api/set-state-loss';

const t = idRecoveries;
const RecoveryDialog = lazyDialog(() => import('./components/recovery-dialog').then((module) => module.RecoveryDialog));
const StateLossDialog = lazyDialog(() =>
  import('./components/state-loss-dialog').then((module) => module.StateLossDialog),
);

const describe = (item: Recovery) => `${formatRupiah(item.amount)} (${RECOVERY_KIND_LABELS[item.kind]})`;

function Figure({ label, value, action }: { label: string; value: string; action?: ReactNode }) {
  return (
    <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}

/**
 * "Keuangan Negara" on the case detail (decisions §8.4): the state loss (with an edit button for staff), what was
 * recovered and what remains, and the recoveries by date. Staff set the loss, record and delete recoveries. The loss
 * and the total come with the case the page shows (`item`), which each write here makes stale: not read a second time.
 */
export function CaseMoney({ item }: { item: Pick<Case, 'id' | 'state_loss' | 'recovered_total'> }) {
  const caseId = item.id;
  const recoveries = useCaseRecoveries(caseId);
  const writes = useRecoveryWrites(caseId);
  const setStateLoss = useSetStateLoss(caseId);
  const { notice, show, close } = useNotice();
  const canWrite = readSession()?.role === 'user';
  const [adding, setAdding] = useState(false);
  const [editingLoss, setEditingLoss] = useState(false);
  const [deleting, setDeleting] = useState<Recovery | null>(null);

  const stateLoss = item.state_loss ?? null;
  const recovered = recoveries.data?.reduce((sum, entry) => sum + entry.amount, 0) ?? item.recovered_total ?? 0;
  const empty = stateLoss === null && recoveries.data?.length === 0;
  const remaining = stateLoss === null ? null : Math.max(0, stateLoss - recovered);

  return (
    <Card component="section" aria-labelledby="case-money-title">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id="case-money-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t.title}
          </Typography>
          {canWrite && empty && (
            <Button variant="text" startIcon={<EditOutlined />} onClick={() => setEditingLoss(true)}>
              {t.editStateLoss}
            </Button>
          )}
          {canWrite && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
              {t.add}
            </Button>
          )}
        </Box>
        {recoveries.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            <Skeleton height={44} />
          </Box>
        )}
        {recoveries.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void recoveries.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {errorMessage(recoveries.error, t.loadFailed)}
          </Alert>
        )}
        {recoveries.isSuccess && empty && (
          <Typography color="text.secondary">{canWrite ? `${t.empty}. ${t.emptyHint}` : t.empty}</Typography>
        )}
        {recoveries.isSuccess && !empty && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, py: 1 }} role="group" aria-label={t.title}>
              <Figure
                label={t.stateLoss}
                value={stateLoss === null ? t.stateLossUnknown : formatRupiah(stateLoss)}
                action={
                  canWrite && (
                    <RowAction
                      icon="edit"
                      label={t.editStateLoss}
                      hint={t.editStateLoss}
                      onClick={() => setEditingLoss(true)}
                    />
                  )
                }
              />
              <Figure label={t.recovered} value={formatRupiah(recovered)} />
              {remaining !== null && (
                <Figure label={t.remaining} value={remaining === 0 ? t.remainingNone : formatRupiah(remaining)} />
              )}
            </Box>
            {recoveries.data.length > 0 && (
              <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {recoveries.data.map((item) => (
                  <Box
                    component="li"
                    key={item.id}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      py: 1,
                      borderTop: '1px solid',
                      borderColor: 'divider',
                    }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                        {formatRupiah(item.amount)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {[RECOVERY_KIND_LABELS[item.kind], formatLongDate(item.date), item.note]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                    </Box>
                    {canWrite && (
                      <RowAction
                        icon="delete"
                        label={t.deleteFor(describe(item))}
                        hint={t.delete}
                        onClick={() => setDeleting(item)}
                      />
                    )}
                  </Box>
                ))}
              </Box>
            )}
          </>
        )}
      </CardContent>
      <RecoveryDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={async (input) => {
          await writes.create.mutateAsync(input);
          setAdding(false);
          show(t.added, 'success');
        }}
      />
      <StateLossDialog
        open={editingLoss}
        current={stateLoss}
        onClose={() => setEditingLoss(false)}
        onSubmit={async (value) => {
          await setStateLoss.mutateAsync(value);
          setEditingLoss(false);
          show(t.stateLossSaved, 'success');
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        text={t.deleteText(deleting ? describe(deleting) : '')}
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
