import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTICE_DURATION_MS } from '@pidsus/shared/constants';
import type { UserListItem } from '@pidsus/shared';
import { useDeferredValue } from 'react';
import { HttpError } from '../../lib/http';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { lazyDialog, usePreloadWhenIdle } from '../../components/lazy-dialog';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { id } from '../../i18n/id';
import { idUsers } from '../../i18n/id-users';
import { errorMessage } from '../../lib/api-client';
import { DeletedAccounts } from './components/deleted-accounts';
import { UserHistoryDialog } from './components/user-history-dialog';
import { UsersTable, type UserAction } from './components/users-table';
import { useUsersPage } from './hooks/use-users-page';

// Opened only when a deletion meets an account still on case teams: its code (the staff picker) loads then.
// The account form (with the shared schemas and their validation library) comes once the list is shown and the page
// is idle, not with the page: most visits to the list add no one (docs/performance.md, "Code a screen does not draw").
const UserDialog = lazyDialog(() => import('./components/user-dialog').then((module) => module.UserDialog));
const HandoverDialog = lazyDialog(() => import('./components/handover-dialog').then((module) => module.HandoverDialog));
/** The account form's code in turns, each run in a task of its own: the forms' kit, an account's schemas, the form. */
const PRELOAD_THE_FORM = [
  () => import('@pidsus/shared/schemas/common'),
  () => import('@pidsus/shared/schemas/user'),
  UserDialog.preload,
] as const;

const t = idUsers;

function loadError(error: unknown): string {
  const status = error instanceof HttpError ? error.response?.status : undefined;
  if (status === 401) {
    return t.sessionExpired;
  }
  if (status === 403) {
    return t.forbidden;
  }
  return errorMessage(error, t.loadFailed);
}

/**
 * /admin/users (requirements §2, decisions §7.5): the table of accounts with a search, their last login, and
 * add, edit, unlock, delete and "end sessions"; below it, the deleted accounts' files an admin may purge sooner
 * (contract §9). The add
 * dialog also opens from `?add=1` or the route state `{ openAddDialog: true }` (the admin dashboard's
 * quick action).
 */
export function Component() {
  const { users, list, search, me, notice, editor, deleting, handover, ending, viewing, unlocking, resetting } =
    useUsersPage();
  const onAction = (user: UserListItem, action: UserAction) => {
    const dialogs = {
      edit: editor,
      history: viewing,
      unlock: unlocking,
      resetTwoFactor: resetting,
      endSessions: ending,
      delete: deleting,
    };
    dialogs[action].show(user);
  };
  usePreloadWhenIdle(PRELOAD_THE_FORM, users.isSuccess);
  // The rows (each with its menus and hints) are drawn in a render React splits into short tasks, not in the answer's
  // own, which React Query's store makes one long task; meanwhile, and while a search's rows are drawn, the loader
  // or the last rows stay (docs/performance.md, "Code a screen does not draw").
  const rows = useDeferredValue(list.shown);
  const emptyText = search.active ? t.noMatch(search.query.trim()) : t.empty;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        action={
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => editor.show(null)}>
            {t.add}
          </Button>
        }
      />
      {users.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadError(users.error)}
        </Alert>
      )}
      <TextField
        size="small"
        type="search"
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={search.query}
        onChange={(event) => search.setQuery(event.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <UsersTable
        users={rows}
        loading={list.loading || (rows === undefined && list.shown !== undefined)}
        emptyText={emptyText}
        me={me}
        onAction={onAction}
      />
      {list.items && list.total > list.items.length && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 3 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {t.shown(list.items.length, list.total)}
          </Typography>
          {list.loadingMore ? (
            <CircularProgress size={28} aria-label={id.app.loading} />
          ) : (
            list.hasMore && (
              <Button variant="outlined" onClick={list.loadMore}>
                {t.loadMore}
              </Button>
            )
          )}
        </Box>
      )}
      <DeletedAccounts onPurged={(message) => notice.show(message, 'success')} />

      <UserDialog
        open={editor.open}
        user={editor.user}
        formKey={editor.key}
        currentUserId={me}
        onClose={editor.hide}
        onSaved={editor.onSaved}
      />
      <ConfirmDialog
        open={deleting.open}
        title={t.deleteTitle}
        text={t.deleteText(deleting.target?.username ?? '')}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        danger
        failureText={t.deleteFailed}
        onConfirm={deleting.confirm}
        onClose={deleting.hide}
      />
      <HandoverDialog
        open={handover.value !== null}
        handover={handover.value}
        onClose={handover.close}
        onDeleted={handover.done}
      />
      <ConfirmDialog
        open={ending.open}
        title={t.endSessionsTitle}
        text={t.endSessionsText(ending.target?.username ?? '')}
        confirmLabel={t.endSessionsConfirm}
        cancelLabel={t.cancel}
        failureText={t.endSessionsFailed}
        onConfirm={ending.confirm}
        onClose={ending.hide}
      />
      <ConfirmDialog
        open={unlocking.open}
        title={t.unlockTitle}
        text={t.unlockText(unlocking.target?.username ?? '')}
        confirmLabel={t.unlockConfirm}
        cancelLabel={t.cancel}
        failureText={t.unlockFailed}
        onConfirm={unlocking.confirm}
        onClose={unlocking.hide}
      />
      <ConfirmDialog
        open={resetting.open}
        title={t.resetTwoFactorTitle}
        text={t.resetTwoFactorText(resetting.target?.username ?? '')}
        confirmLabel={t.resetTwoFactorConfirm}
        cancelLabel={t.cancel}
        failureText={t.resetTwoFactorFailed}
        onConfirm={resetting.confirm}
        onClose={resetting.hide}
      />
      <UserHistoryDialog user={viewing.target} open={viewing.open} onClose={viewing.hide} />
      <Notice notice={notice.notice} duration={NOTICE_DURATION_MS.users} onClose={notice.close} />
    </Container>
  );
}
