import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { DeletedAccountFiles } from '@pidsus/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { idUsers } from '../../../i18n/id-users';
import { formatSize } from '../../../lib/content/file-names';
import { formatMediumDate } from '../../../lib/time/dates';
import { useDeletedAccounts, usePurgeDeletedAccount } from '../api/deleted-accounts';
import { useDialogTarget } from '../hooks/use-dialog-target';

const t = idUsers.deletedFiles;
const DAY_MS = 24 * 60 * 60 * 1000;

function AccountRow(props: { account: DeletedAccountFiles; onPurge: () => void }) {
  const { account } = props;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{account.username}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {account.email}
        </Typography>
      </Box>
      <Box sx={{ flex: '1 1 260px' }}>
        <Typography variant="body2">{t.holding(account.files, account.folders, formatSize(account.size))}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t.deletedOn(formatMediumDate(new Date(account.deleted_at)))}
          {' · '}
          {t.purgeAfter(formatMediumDate(new Date(account.purge_after)))}
        </Typography>
      </Box>
      <Button variant="outlined" color="error" aria-label={t.purgeLabel(account.username)} onClick={props.onPurge}>
        {t.purge}
      </Button>
    </Box>
  );
}

/**
 * /admin/users, below the accounts (contract §9): the deleted accounts whose files and folders still wait for the
 * daily purge, each with what it holds and when the purge takes it, and a purge now behind a confirmation. Nothing
 * is drawn while it loads or when no deleted account holds a file.
 */
export function DeletedAccounts(props: { onPurged: (message: string) => void }) {
  const deleted = useDeletedAccounts();
  const purge = usePurgeDeletedAccount();
  const purging = useDialogTarget<DeletedAccountFiles>();
  if (deleted.isError) {
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {t.loadFailed}
      </Alert>
    );
  }
  const accounts = deleted.data?.accounts ?? [];
  const [first] = accounts;
  if (!first) {
    return null;
  }
  const days = Math.round((Date.parse(first.purge_after) - Date.parse(first.deleted_at)) / DAY_MS);
  const total = deleted.data?.total ?? accounts.length;
  const target = purging.target;
  return (
    <Card component="section" aria-labelledby="deleted-accounts-title" sx={{ mt: 4 }}>
      <Box sx={{ p: 2 }}>
        <Typography id="deleted-accounts-title" component="h2" variant="h6">
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t.intro(days)}
        </Typography>
      </Box>
      <Box component="ul" aria-labelledby="deleted-accounts-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {accounts.map((account) => (
          <AccountRow key={account.id} account={account} onPurge={() => purging.show(account)} />
        ))}
      </Box>
      {total > accounts.length && (
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
        >
          {t.more(accounts.length, total)}
        </Typography>
      )}
      <ConfirmDialog
        open={purging.open}
        title={t.purgeTitle}
        text={target ? t.purgeText(target.username, target.files, target.folders) : ''}
        confirmLabel={t.purge}
        cancelLabel={idUsers.cancel}
        danger
        failureText={t.purgeFailed}
        onConfirm={async () => {
          if (target) {
            await purge.mutateAsync(target.id);
            purging.hide();
            props.onPurged(t.purged(target.username));
          }
        }}
        onClose={purging.hide}
      />
    </Card>
  );
}
