import type { User, UserListItem } from '@pidsus/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useNotice } from '../../../components/notice';
import { idUsers } from '../../../i18n/id-users';
import { useProfile } from '../../../lib/profile';
import { useDialogTarget } from '../../../lib/use-dialog-target';
import { useDeleteUser } from '../api/delete-user';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useUsers } from '../api/get-users';
import { useUnlockUser } from '../api/unlock-user';

const t = idUsers;

/** The user dialog: which user (null to add one), and a key that changes with every opening. */
interface EditorState {
  open: boolean;
  user: User | null;
  key: number;
}

/**
 * The accounts whose name, email or position holds the search text, ignoring case and the spaces around it
 * (contract §7.5 'Cari pengguna'); all of them for an empty search.
 */
export function filterUsers<T extends Pick<User, 'username' | 'email' | 'position'>>(users: T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase('id');
  if (!needle) {
    return users;
  }
  return users.filter((user) =>
    [user.username, user.email, user.position].some((text) => text.toLocaleLowerCase('id').includes(needle)),
  );
}

/** `?add=1` or the route state `{ openAddDialog: true }` (the admin dashboard's quick action). */
function addRequestedBy(searchParams: URLSearchParams, state: unknown): boolean {
  return (
    searchParams.get('add') === '1' ||
    (typeof state === 'object' && state !== null && 'openAddDialog' in state && state.openAddDialog === true)
  );
}

/**
 * The state and actions of /admin/users: the accounts, the add/edit dialog (also opened on request by the
 * URL, once), the search, the confirmations for delete, "end sessions" and unlock, the history dialog, and the
 * notice.
 */
export function useUsersPage() {
  const users = useUsers();
  const profile = useProfile();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = useNotice();
  const deleteUser = useDeleteUser();
  const endSessions = useEndUserSessions();
  const deleting = useDialogTarget<User>();
  const ending = useDialogTarget<User>();
  const viewing = useDialogTarget<User>();
  const unlocking = useDialogTarget<User>();
  const unlockUser = useUnlockUser();
  const [query, setQuery] = useState('');

  const addRequested = addRequestedBy(searchParams, location.state);
  const [editor, setEditor] = useState<EditorState>(() => ({ open: addRequested, user: null, key: 0 }));
  const openEditor = (user: User | null) => setEditor((current) => ({ open: true, user, key: current.key + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));
  useEffect(() => {
    if (addRequested) {
      // Consumed: a reload or going back does not open the dialog again.
      void navigate('/admin/users', { replace: true, state: null });
    }
  }, [addRequested, navigate]);

  const onDelete = async () => {
    if (deleting.target) {
      await deleteUser.mutateAsync(deleting.target.id);
      notice.show(t.deleted, 'success');
      deleting.hide();
    }
  };
  const onEndSessions = async () => {
    if (ending.target) {
      await endSessions.mutateAsync(ending.target.id);
      notice.show(t.sessionsEnded, 'success');
      ending.hide();
    }
  };
  const onUnlock = async () => {
    if (unlocking.target) {
      await unlockUser.mutateAsync(unlocking.target.id);
      notice.show(t.unlocked, 'success');
      unlocking.hide();
    }
  };
  const onSaved = (message: string) => {
    closeEditor();
    notice.show(message, 'success');
  };

  const pages = users.data?.pages ?? [];
  const loaded: UserListItem[] | undefined = users.data ? pages.flatMap((page) => page.users) : undefined;
  return {
    users,
    /**
     * The accounts loaded so far (one page unless the admin asked for more), how many there are, and those of
     * them the search lets through.
     */
    list: {
      items: loaded,
      shown: loaded && filterUsers(loaded, query),
      total: pages[0]?.total ?? 0,
      hasMore: users.hasNextPage,
      loadingMore: users.isFetchingNextPage,
      loadMore: () => void users.fetchNextPage(),
    },
    search: { query, setQuery, active: query.trim() !== '' },
    me: profile.data?.id,
    notice,
    editor: { ...editor, show: openEditor, hide: closeEditor, onSaved },
    deleting: { ...deleting, confirm: onDelete },
    ending: { ...ending, confirm: onEndSessions },
    viewing,
    unlocking: { ...unlocking, confirm: onUnlock },
  };
}
