import AddOutlined from '@mui/icons-material/AddOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import type { Milestone } from '@pidsus/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { lazyDialog } from '../../components/lazy-dialog';
import { RowAction, RowActions } from '../../components/record-rows';
import { Notice, useNotice } from '../../components/notice';
import { id } from '../../i18n/id';
import { idLetters } from '../../i18n/id-letters';
import { idMilestones } from '../../i18n/id-milestones';
import { errorMessage } from '../../lib/api-client';
import { readSession } from '../../lib/session/session';
import { formatLongDate } from '../../lib/time/dates';
import { useCreateLetter } from './api/create-letter';
import { useCaseMilestones } from './api/get-case-milestones';
import { useForms } from './api/get-forms';
import { useMilestoneWrites } from './api/save-milestone';

const t = idMilestones;
const MilestoneDialog = lazyDialog(() =>
  import('./components/milestone-dialog').then((module) => module.MilestoneDialog),
);
const LetterDialog = lazyDialog(() => import('./components/letter-dialog').then((module) => module.LetterDialog));

function MilestoneRow({
  item,
  canWrite,
  onEdit,
  onDelete,
}: {
  item: Milestone;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="record-row">
      <div className="record-code-column">
        <span className="record-code">{item.form.code}</span>
      </div>
      <div className="record-main">
        <p className="record-title">{item.form.name}</p>
        <p className="record-line">
          {formatLongDate(item.date)}
          {' · '}
          {/* A number moves to the next line whole rather than break after its 'PRINT-' (misread on a phone). */}
          <span
            data-testid="milestone-number"
            style={{ display: 'inline-block', maxWidth: '100%', fontFamily: item.number ? 'monospace' : undefined }}
          >
            {item.number ?? t.noNumber}
          </span>
        </p>
        {item.note && <p className="record-line record-note">{item.note}</p>}
      </div>
      {canWrite && (
        <RowActions label={t.actionsFor(item.form.code)}>
          <RowAction icon="edit" label={`${t.edit} ${item.form.code}`} hint={t.edit} onClick={onEdit} />
          <RowAction icon="delete" label={`${t.delete} ${item.form.code}`} hint={t.delete} onClick={onDelete} />
        </RowActions>
      )}
    </li>
  );
}

/**
 * "Tahapan" on the case detail (decisions §8.3): the milestones in the office's forms by date, each with its code,
 * name, number and date. Staff add (the number assigned when left empty), edit and delete; admins read.
 */
export function CaseMilestones({ caseId }: { caseId: number }) {
  const milestones = useCaseMilestones(caseId);
  const writes = useMilestoneWrites(caseId);
  const { notice, show, close } = useNotice();
  const canWrite = readSession()?.role === 'user';
  const [dialog, setDialog] = useState<{ item?: Milestone } | null>(null);
  const [deleting, setDeleting] = useState<Milestone | null>(null);
  const [writingLetter, setWritingLetter] = useState(false);
  const forms = useForms(canWrite);
  const createLetter = useCreateLetter(caseId);
  const noTemplates = forms.isSuccess && !forms.data.some((form) => form.has_template);
  const empty = milestones.isSuccess && milestones.data.length === 0;

  return (
    <Card component="section" aria-labelledby="case-milestones-title">
      <CardContent sx={empty ? { py: 1.5, '&:last-child': { pb: 1.5 } } : undefined}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: empty ? 0 : 1 }}>
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography id="case-milestones-title" variant="h6" component="h2">
              {t.title}
            </Typography>
            {empty && (
              <Typography variant="body2" color="text.secondary">
                {t.empty}
                {canWrite ? `. ${t.emptyHint}` : ''}
              </Typography>
            )}
          </Box>
          {canWrite && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<PostAddOutlined />}
                disabled={!forms.isSuccess || noTemplates}
                aria-describedby={noTemplates ? 'case-letters-hint' : undefined}
                onClick={() => setWritingLetter(true)}
              >
                {idLetters.create}
              </Button>
              <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setDialog({})}>
                {t.add}
              </Button>
            </Stack>
          )}
        </Box>
        {canWrite && noTemplates && (
          <Typography id="case-letters-hint" variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {idLetters.noTemplates}
          </Typography>
        )}
        {milestones.isPending && (
          <Box aria-busy="true" aria-label={id.app.loading}>
            <Skeleton height={44} />
          </Box>
        )}
        {milestones.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void milestones.refetch()}>
                {t.retry}
              </Button>
            }
          >
            {errorMessage(milestones.error, t.loadFailed)}
          </Alert>
        )}
        {milestones.isSuccess && milestones.data.length > 0 && (
          <ol className="record-rows" aria-label={t.listLabel}>
            {milestones.data.map((item) => (
              <MilestoneRow
                key={item.id}
                item={item}
                canWrite={canWrite}
                onEdit={() => setDialog({ item })}
                onDelete={() => setDeleting(item)}
              />
            ))}
          </ol>
        )}
      </CardContent>
      <MilestoneDialog
        open={dialog !== null}
        item={dialog?.item}
        onClose={() => setDialog(null)}
        onSubmit={async (values) => {
          const editing = dialog?.item;
          if (editing) {
            await writes.update.mutateAsync({
              id: editing.id,
              change: { date: values.date, number: values.number, note: values.note },
            });
            setDialog(null);
            show(t.saved, 'success');
          } else {
            const added = await writes.create.mutateAsync(values);
            setDialog(null);
            show(t.added(added.number), 'success');
          }
        }}
      />
      <LetterDialog
        open={writingLetter}
        onClose={() => setWritingLetter(false)}
        onSubmit={async (values) => {
          const letter = await createLetter.mutateAsync(values);
          setWritingLetter(false);
          show(idLetters.created(letter.milestone.form.code, letter.milestone.number), 'success');
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        text={t.deleteText(deleting?.form.code ?? '')}
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
