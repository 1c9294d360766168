import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AuditEntry, User } from '@pidsus/shared';
import { id } from '../../../i18n/id';
import { idUsers } from '../../../i18n/id-users';
import { actorName } from '../../../lib/actor-name';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/time/dates';
import { useUserHistory } from '../api/get-user-history';

const t = idUsers.history;

const fieldLabel = (field: string) => (field in t.fields ? t.fields[field as keyof typeof t.fields] : field);
const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? t.empty
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** One change as a reader would say it: "Jabatan: Jaksa → Kasi Pidsus"; a password only as changed. */
function describeChange(field: string, change: { from: unknown; to: unknown }, action: string): string {
  if (field === 'password') {
    return t.passwordChanged;
  }
  if (field === 'role') {
    const role = (value: unknown) => (value === 'admin' || value === 'user' ? id.roles[value] : show(value));
    return `${fieldLabel(field)}: ${action === 'user.create' ? '' : `${role(change.from)} → `}${role(change.to)}`;
  }
  if (action === 'user.create') {
    return `${fieldLabel(field)}: ${show(change.to)}`;
  }
  return `${fieldLabel(field)}: ${show(change.from)} → ${show(change.to)}`;
}

function entryLines(entry: AuditEntry): string[] {
  if (entry.action === 'user.delete' || entry.action === 'user.end_sessions') {
    return [];
  }
  if (entry.action === 'user.unlock') {
    // When the lock would have ended; nothing when the account was not locked at the time (decisions §7.5).
    const until = entry.changes.locked_until?.from;
    return typeof until === 'string' ? [t.wasLockedUntil(formatDateTime(new Date(until)))] : [];
  }
  return Object.entries(entry.changes)
    .filter(([, change]) => entry.action !== 'user.create' || (change.to !== '' && change.to !== null))
    .map(([field, change]) => describeChange(field, change, entry.action));
}

/** The audit trail of one account (who did what, when), for administrators. */
export function UserHistoryDialog(props: { user: User | null; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const history = useUserHistory(props.open && props.user ? props.user.id : null);
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t.title(props.user?.username ?? '')}</DialogTitle>
      <DialogContent dividers>
        {history.isError && <Alert severity="error">{errorMessage(history.error, t.loadFailed)}</Alert>}
        {history.isPending && [0, 1, 2].map((row) => <Skeleton key={row} height={48} />)}
        {history.data?.entries.length === 0 && <Typography color="text.secondary">{t.none}</Typography>}
        {history.data && history.data.total > history.data.entries.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t.truncated(history.data.entries.length, history.data.total)}
          </Typography>
        )}
        {history.data && history.data.entries.length > 0 && (
          <List disablePadding>
            {history.data.entries.map((entry) => (
              <ListItem key={entry.id} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {t.actions[entry.action as keyof typeof t.actions] ?? entry.action}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(new Date(entry.created_at))}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {t.by(actorName(entry.actor, id.actor.unknown))}
                </Typography>
                {entryLines(entry).map((line) => (
                  <Typography key={line} variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                    {line}
                  </Typography>
                ))}
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={props.onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
