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
import type { Deadline } from '@pidsus/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice, useNotice } from '../../components/notice';
import { id } from '../../i18n/id';
import { idDeadlines } from '../../i18n/id-deadlines';
import { errorMessage } from '../../lib/api-client';
import { deadlineDayText } from '../../lib/time/deadline-days';
import { formatDateTime, formatLongDate, officeToday } from '../../lib/time/dates';
import { readSession } from '../../lib/session/session';
import { useCaseDeadlines } from './api/get-case-deadlines';
import { useDeadlineWrites } from './api/save-deadline';
import { lazyDialog } from '../../components/lazy-dialog';
import { RowAction, RowActions } from '../../components/record-rows';

const t = idDeadlines;
const DeadlineDialog = lazyDialog(() => import('./components/deadline-dialog').then((module) => module.DeadlineDialog));

const toneColor = { overdue: 'error', today: 'warning', ahead: 'default' } as const;

function DeadlineRow({
  item,
  today,
  canWrite,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  item: Deadline;
  today: string;
  canWrite: boolean;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const done = item.done_at !== null;
  const day = deadlineDayText(item.due_date, today);
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
        <Typography
          sx={{
            fontWeight: 600,
            overflowWrap: 'anywhere',
            textDecoration: done ? 'line-through' : 'none',
            color: done ? 'text.secondary' : day.tone === 'overdue' ? 'error.main' : 'text.primary',
          }}
        >
          {item.title}
        </Typography>
        <Typography variant="body2" color={!done && day.tone === 'overdue' ? 'error.main' : 'text.secondary'}>
          {t.due(formatLongDate(item.due_date))}
        </Typography>
        {done && item.done_at && (
          <Typography variant="body2" color="text.secondary">
            {item.done_by
              ? t.doneBy(item.done_by.username, formatDateTime(new Date(item.done_at)))
              : t.doneUnknown(formatDateTime(new Date(item.done_at)))}
          </Typography>
        )}
        {item.note && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.note}
          </Typography>
        )}
      </Box>
      {!done && (
        <Chip
          label={day.text}
          color={toneColor[day.tone]}
          variant={day.tone === 'ahead' ? 'outlined' : 'filled'}
          size="small"
          sx={{ fontWeight: 600 }}
        />
      )}
      {canWrite && (
        <RowActions label={t.actionsFor(item.title)}>
          <Button size="small" variant={done ? 'text' : 'outlined'} disabled={busy} onClick={onToggle}>
            {done ? t.reopen : t.markDone}
          </Button>
          <RowAction icon="edit" label={`${t.edit} ${item.title}`} hint={t.edit} disabled={busy} onClick={onEdit} />
          <RowAction
            icon="delete"
            label={`${t.delete} ${item.title}`}
            hint={t.delete}
            disabled={busy}
            onClick={onDelete}
          />
        </RowActions>
      )}
    </Box>
  );
}

/**
 * "Tenggat" on the case detail (decisions §7.2): open deadlines first by due date — overdue in red with the days,
 * "Hari ini", "N hari lagi" — then the done ones struck through with who and when. Staff add (from a template or
 * by hand), edit, mark done, reopen and delete; admins read.
 */
export function CaseDeadlines({ caseId }: { caseId: number }) {
  const deadlines = useCaseDeadlines(caseId);
  const writes = useDeadlineWrites(caseId);
  const { notice, show, close } = useNotice();
  const canWrite = readSession()?.role === 'user';
  const [dialog, setDialog] = useState<{ item?: Deadline } | null>(null);
  const [deleting, setDeleting] = useState<Deadline | null>(null);
  const today = officeToday();

  const toggle = (item: Deadline) => {
    const done = item.done_at === null;
    writes.update.mutate(
      { id: item.id, change: { done } },
      {
        onSuccess: () => show(done ? t.markedDone : t.reopened, 'success'),
        onError: (error) => show(errorMessage(error, t.changeFailed), 'error'),
      },
    );
  };

  return (
    <Card component="section" aria-labelledby="case-deadlines-title">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography id="case-deadlines-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            {t.title}
          </Typography>
          {canWrite && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setDialog({})}>
              {t.add}
            </Button>
          )}
        </Box>
        {deadlines.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            <Skeleton height={44} />
            <Skeleton height={44} width="70%" />
          </Box>
        )}
        {deadlines.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void deadlines.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {errorMessage(deadlines.error, t.loadFailed)}
          </Alert>
        )}
        {deadlines.isSuccess && deadlines.data.length === 0 && (
          <Box sx={{ py: 1 }}>
            <Typography>{t.empty}</Typography>
            {canWrite && (
              <Typography variant="body2" color="text.secondary">
                {t.emptyHint}
              </Typography>
            )}
          </Box>
        )}
        {deadlines.isSuccess && deadlines.data.length > 0 && (
          <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {deadlines.data.map((item) => (
              <DeadlineRow
                key={item.id}
                item={item}
                today={today}
                canWrite={canWrite}
                busy={writes.update.isPending && writes.update.variables?.id === item.id}
                onToggle={() => toggle(item)}
                onEdit={() => setDialog({ item })}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </Box>
        )}
      </CardContent>
      <DeadlineDialog
        open={dialog !== null}
        item={dialog?.item}
        onClose={() => setDialog(null)}
        onSubmit={async (values) => {
          const editing = dialog?.item;
          if (editing) {
            await writes.update.mutateAsync({ id: editing.id, change: values });
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
        text={t.deleteText(deleting?.title ?? '')}
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
