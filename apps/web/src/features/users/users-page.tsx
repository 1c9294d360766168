import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { AxiosError } from 'axios';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { NOTICE_DURATION_MS, type User } from '@pidsus/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Notice, useNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';
import { errorMessage } from '../../lib/api-client';
import { useProfile } from '../profile/api/get-profile';
import { useDeleteUser } from './api/delete-user';
import { useEndUserSessions } from './api/end-user-sessions';
import { useUsers } from './api/get-users';
import { UserDialog } from './components/user-dialog';
import { UserHistoryDialog } from './components/user-history-dialog';

const t = id.users;
const columns = [
  t.columns.username,
  t.columns.email,
  t.columns.position,
  t.columns.phone,
  t.columns.office,
  t.columns.actions,
];

function loadError(error: unknown): string {
  const status = error instanceof AxiosError ? error.response?.status : undefined;
  if (status === 401) {
    return t.sessionExpired;
  }
  if (status === 403) {
    return t.forbidden;
  }
  return errorMessage(error, t.loadFailed);
}

/** The user dialog: which user (null to add one), and a key that changes with every opening. */
interface DialogState {
  open: boolean;
  user: User | null;
  key: number;
}

/** Which user a dialog is about; kept while the dialog fades out so its text does not flicker. */
function useDialogTarget() {
  const [target, setTarget] = useState<User | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    show: (user: User) => {
      setTarget(user);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}

/**
 * /admin/users (spec §2): the table of accounts with add, edit, delete and "end sessions". The add
 * dialog also opens from `?add=1` or the route state `{ openAddDialog: true }` (the admin dashboard's
 * quick action).
 */
export function Component() {
  const users = useUsers();
  const profile = useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = useNotice();
  const deleteUser = useDeleteUser();
  const endSessions = useEndUserSessions();
  const deleting = useDialogTarget();
  const ending = useDialogTarget();
  const viewing = useDialogTarget();

  const state: unknown = location.state;
  const addRequested =
    searchParams.get('add') === '1' ||
    (typeof state === 'object' && state !== null && 'openAddDialog' in state && state.openAddDialog === true);
  const [dialog, setDialog] = useState<DialogState>(() => ({ open: addRequested, user: null, key: 0 }));
  const openDialog = (user: User | null) => setDialog((current) => ({ open: true, user, key: current.key + 1 }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  useEffect(() => {
    if (addRequested) {
      // Consumed: a reload or going back does not open the dialog again.
      void navigate('/admin/users', { replace: true, state: null });
    }
  }, [addRequested, navigate]);

  const onDelete = () => {
    if (!deleting.target) {
      return;
    }
    deleteUser.mutate(deleting.target.id, {
      onSuccess: () => notice.show(t.deleted, 'success'),
      onError: (error) => notice.show(errorMessage(error, t.deleteFailed), 'error'),
      onSettled: deleting.hide,
    });
  };
  const onEndSessions = () => {
    if (!ending.target) {
      return;
    }
    endSessions.mutate(ending.target.id, {
      onSuccess: () => notice.show(t.sessionsEnded, 'success'),
      onError: (error) => notice.show(errorMessage(error, t.endSessionsFailed), 'error'),
      onSettled: ending.hide,
    });
  };

  const me = profile.data?.id;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        action={
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => openDialog(null)}>
            {t.add}
          </Button>
        }
      />
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadError(users.error)}
        </Alert>
      )}
      <Card>
        <TableContainer>
          <Table aria-label={t.title}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    sx={{ fontWeight: 600 }}
                    align={column === t.columns.actions ? 'right' : 'left'}
                  >
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {users.isPending &&
                [0, 1, 2].map((row) => (
                  <TableRow key={row} aria-hidden>
                    {columns.map((column) => (
                      <TableCell key={column}>
                        <Skeleton />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {users.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {t.empty}
                  </TableCell>
                </TableRow>
              )}
              {users.data?.map((user) => (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Avatar
                        src={user.avatar_url ?? undefined}
                        alt=""
                        sx={{ width: 32, height: 32, fontSize: '0.9rem' }}
                      >
                        {user.username.charAt(0).toUpperCase()}
                      </Avatar>
                      <Box component="span" sx={{ fontWeight: 500 }}>
                        {user.username}
                      </Box>
                      {user.role === 'admin' && <Chip size="small" color="primary" label={t.roleAdmin} />}
                      {user.id === me && <Chip size="small" variant="outlined" label={t.you} />}
                    </Box>
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{user.position || '-'}</TableCell>
                  <TableCell>{user.phone || '-'}</TableCell>
                  <TableCell>{user.office || '-'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t.edit(user.username)}>
                      <IconButton aria-label={t.edit(user.username)} size="small" onClick={() => openDialog(user)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t.showHistory(user.username)}>
                      <IconButton
                        aria-label={t.showHistory(user.username)}
                        size="small"
                        onClick={() => viewing.show(user)}
                      >
                        <HistoryOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {user.id !== me && (
                      <>
                        <Tooltip title={t.endSessions(user.username)}>
                          <IconButton
                            aria-label={t.endSessions(user.username)}
                            size="small"
                            onClick={() => ending.show(user)}
                          >
                            <LogoutOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t.remove(user.username)}>
                          <IconButton
                            aria-label={t.remove(user.username)}
                            size="small"
                            color="error"
                            onClick={() => deleting.show(user)}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>

      <UserDialog
        open={dialog.open}
        user={dialog.user}
        formKey={dialog.key}
        currentUserId={me}
        onClose={closeDialog}
        onSaved={(message) => {
          closeDialog();
          notice.show(message, 'success');
        }}
      />
      <ConfirmDialog
        open={deleting.open}
        title={t.deleteTitle}
        text={t.deleteText(deleting.target?.username ?? '')}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        danger
        busy={deleteUser.isPending}
        onConfirm={onDelete}
        onClose={deleting.hide}
      />
      <ConfirmDialog
        open={ending.open}
        title={t.endSessionsTitle}
        text={t.endSessionsText(ending.target?.username ?? '')}
        confirmLabel={t.endSessionsConfirm}
        cancelLabel={t.cancel}
        busy={endSessions.isPending}
        onConfirm={onEndSessions}
        onClose={ending.hide}
      />
      <UserHistoryDialog user={viewing.target} open={viewing.open} onClose={viewing.hide} />
      <Notice notice={notice.notice} duration={NOTICE_DURATION_MS.users} onClose={notice.close} />
    </Container>
  );
}
