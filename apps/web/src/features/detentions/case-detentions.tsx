import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DefendantRef, Detention } from '@pidsus/shared';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { lazyDialog } from '../../components/lazy-dialog';
import { Notice, useNotice } from '../../components/notice';
import { RowAction, RowActions } from '../../components/record-rows';
import { id } from '../../i18n/id';
import { idDetentions } from '../../i18n/id-detentions';
import { errorMessage } from '../../lib/api-client';
import { readSession } from '../../lib/session/session';
import { deadlineDayText } from '../../lib/time/deadline-days';
import { formatLongDate, officeToday } from '../../lib/time/dates';
import { useCaseDetentions } from './api/get-case-detentions';
import { useDetentionWrites } from './api/save-detention';
import { periodState } from './period-text';

const t = idDetentions;
const DetentionDialog = lazyDialog(() =>
  import('./components/detention-dialog').then((module) => module.DetentionDialog),
);

const spanOf = (period: Detention) =>
  t.span(formatLongDate(period.start_date), formatLongDate(period.end_date), period.days);

/** One period: who, where, from when to when, by whose order; where it stands today. */
function PeriodRow({
  item,
  all,
  today,
  canWrite,
  onEdit,
  onDelete,
}: {
  item: Detention;
  all: readonly Detention[];
  today: string;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const state = periodState(item, all, today);
  const left = deadlineDayText(item.end_date, today);
  const chip =
    state === 'released'
      ? { label: t.released(formatLongDate(item.released_on ?? item.end_date)), color: 'default' as const }
      : state === 'extended'
        ? { label: t.extended, color: 'default' as const }
        : state === 'ended'
          ? { label: t.ended, color: 'error' as const }
          : state === 'upcoming'
            ? { label: t.upcoming, color: 'default' as const }
            : {
                label: `${t.inForce} · ${left.text}`,
                color: left.tone === 'ahead' ? ('primary' as const) : ('warning' as const),
              };
  const details = [
    t.kinds[item.kind],
    t.authorities[item.authority],
    item.extends_id !== null ? t.extension : '',
    item.basis ? t.basis(item.basis) : '',
    item.order_number ? t.order(item.order_number) : '',
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
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.defendant.name}</Typography>
        <Typography variant="body2">{spanOf(item)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {details.join(' · ')}
        </Typography>
        {item.note && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.note}
          </Typography>
        )}
      </Box>
      <Chip label={chip.label} color={chip.color} size="small" variant="outlined" sx={{ fontWeight: 600 }} />
      {canWrite && (
        <RowActions label={t.actionsFor(item.defendant.name)}>
          <RowAction
            icon="edit"
            label={`${t.edit} ${item.defendant.name} ${spanOf(item)}`}
            hint={t.edit}
            onClick={onEdit}
          />
          <RowAction
            icon="delete"
            label={`${t.delete} ${item.defendant.name} ${spanOf(item)}`}
            hint={t.delete}
            onClick={onDelete}
          />
        </RowActions>
      )}
    </Box>
  );
}

/**
 * "Penahanan" on the case detail (decisions §8.2): each defendant's periods, with where each stands today (in force
 * and how many days left, extended, released, over). Staff record a period or an extension, edit it (a release is
 * its `Tanggal dikeluarkan`) and delete it; admins read. Each period's end is also a deadline of the case.
 */
export function CaseDetentions({ caseId, defendants }: { caseId: number; defendants: readonly DefendantRef[] }) {
  const detentions = useCaseDetentions(caseId);
  const writes = useDetentionWrites(caseId);
  const { notice, show, close } = useNotice();
  const canWrite = readSession()?.role === 'user';
  const [dialog, setDialog] = useState<{ item?: Detention } | null>(null);
  const [deleting, setDeleting] = useState<Detention | null>(null);
  const today = officeToday();
  const periods = detentions.data ?? [];

  return (
    <Card component="section" aria-labelledby="case-detentions-title">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography id="case-detentions-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t.title}
          </Typography>
          {canWrite && (
            <Button
              variant="outlined"
              startIcon={<AddOutlined />}
              disabled={defendants.length === 0}
              onClick={() => setDialog({})}
            >
              {t.add}
            </Button>
          )}
        </Box>
        {detentions.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            <Skeleton height={44} />
          </Box>
        )}
        {detentions.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void detentions.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {errorMessage(detentions.error, t.loadFailed)}
          </Alert>
        )}
        {detentions.isSuccess && periods.length === 0 && (
          <Box sx={{ py: 1 }}>
            <Typography>{t.empty}</Typography>
            {canWrite && (
              <Typography variant="body2" color="text.secondary">
                {defendants.length === 0 ? t.noDefendants : t.emptyHint}
              </Typography>
            )}
          </Box>
        )}
        {periods.length > 0 && (
          <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {periods.map((item) => (
              <PeriodRow
                key={item.id}
                item={item}
                all={periods}
                today={today}
                canWrite={canWrite}
                onEdit={() => setDialog({ item })}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </Box>
        )}
      </CardContent>
      <DetentionDialog
        open={dialog !== null}
        defendants={defendants}
        periods={periods}
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
          show(editing ? t.saved : t.added, 'success');
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        text={deleting ? t.deleteText(deleting.defendant.name, spanOf(deleting)) : ''}
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
