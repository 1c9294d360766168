import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import type { TrashedCase } from '@pidsus/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { TrashList } from '../../components/trash-list';
import { id } from '../../i18n/id';
import { idTrash } from '../../i18n/id-trash';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime, formatLongDate } from '../../lib/time/dates';
import { readSession } from '../../lib/session/session';
import { usePurgeCase, useRestoreCase, useTrashedCases } from './api/case-trash';

const t = idTrash;

/** One trashed case: what it was, when and by whom it was deleted, and what can be done with it. */
function TrashedCaseCard({
  item,
  canPurge,
  busy,
  onRestore,
  onPurge,
}: {
  item: TrashedCase;
  canPurge: boolean;
  busy: boolean;
  onRestore: () => void;
  onPurge: () => void;
}) {
  const when = formatDateTime(new Date(item.deleted_at));
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
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.number || t.noNumber}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <Chip size="small" label={id.categories[item.type]} />
            <Typography variant="body2">{formatLongDate(item.date)}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t.deletedBy(when, item.deleted_by?.username ?? t.unknownActor)}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="contained"
            startIcon={<RestoreFromTrashOutlined />}
            onClick={onRestore}
            disabled={busy}
            aria-label={t.restoreLabel(item.title)}
          >
            {t.restore}
          </Button>
          {canPurge && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForeverOutlined />}
              onClick={onPurge}
              disabled={busy}
              aria-label={t.purgeLabel(item.title)}
            >
              {t.purge}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /trash (decisions §7.3): the trashed cases, newest deletion first, for every logged-in user, with "Pulihkan";
 * an admin also purges them ("Hapus Permanen", confirmed).
 */
export function Component() {
  const isAdmin = readSession()?.role === 'admin';
  const trash = useTrashedCases();
  const restore = useRestoreCase();
  const purge = usePurgeCase();
  const { notice, show, close } = useNotice();
  const [purging, setPurging] = useState<TrashedCase | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const onRestore = (item: TrashedCase) => {
    setBusyId(item.id);
    restore.mutate(item.id, {
      // The same words as 'Urungkan' after a delete (decisions §10).
      onSuccess: () => show(t.caseRestored, 'success'),
      onError: (error) => show(errorMessage(error, t.caseRestoreFailed), 'error'),
      onSettled: () => setBusyId(null),
    });
  };
  const onPurge = async () => {
    if (purging) {
      await purge.mutateAsync(purging.id);
      show(t.purged(purging.title), 'success');
      setPurging(null);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.casesTitle}
        subtitle={
          <>
            {t.casesSubtitle}
            {!isAdmin && (
              <>
                <br />
                {t.casesSubtitleAdmin}
              </>
            )}
          </>
        }
      />
      {trash.data && trash.data.total > trash.data.items.length && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.casesTruncated(trash.data.items.length, trash.data.total)}
        </Typography>
      )}
      <TrashList
        query={{ ...trash, data: trash.data?.items }}
        label={t.casesTitle}
        emptyHint={t.emptyCasesHint}
        skeletonHeight={112}
      >
        {(items) =>
          items.map((item) => (
            <TrashedCaseCard
              key={item.id}
              item={item}
              canPurge={isAdmin}
              busy={busyId === item.id}
              onRestore={() => onRestore(item)}
              onPurge={() => setPurging(item)}
            />
          ))
        }
      </TrashList>
      <ConfirmDialog
        open={purging !== null}
        title={t.purgeTitle}
        text={t.purgeCaseText(purging?.title ?? '')}
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
