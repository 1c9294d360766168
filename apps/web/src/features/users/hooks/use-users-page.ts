import type { User, UserListItem } from '@pidsus/shared';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@pidsus/shared/constants';
import { useNotice } from '../../../components/notice';
import { idUsers } from '../../../i18n/id-users';
import { useProfile } from '../../../lib/session/profile';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDialogTarget } from './use-dialog-target';
import { casesStillHeld, useDeleteUser } from '../api/delete-user';
import type { Handover } from '../components/handover-dialog';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useUsers } from '../api/get-users';
import { useResetUserTwoFactor } from '../api/reset-user-two-factor';
import { useUnlockUser } from '../api/unlock-user';

const t = idUsers;

/** How long the search waits for the typing to pause before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** The user dialog: which user (null to add one), and a key that changes with every opening. */
interface EditorState {
  open: boolean;
  user: User | null;
  key: number;
}

/**
 * The accounts whose name, email or position holds the search text, ignoring case and the spaces around it
 * (decisions §7.5 'Cari pengguna'); all of them for an empty search. The server answers the search over every
 * account (decisions §10); this narrows what is on the screen at once, while the server's answer to the latest
 * keystrokes is on its way.
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
  const [query, setQuery] = useState('');
  const asked = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers(asked);
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
  const resetting = useDialogTarget<User>();
  const resetTwoFactor = useResetUserTwoFactor();

  const addRequested = addRequestedBy(searchParams, location.state);
  const [editor, setEditor] = useState<EditorState>(() => ({ open: addRequested, user: null, key: 0 }));
  const openEditor = (user: User | null) => setEditor((current) => ({ open: true, user, key: current.key + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));
  useEffect(() => {
    if (addRequested) {
      // Consumed: a reload or going back does not open the dialog again.
      void navigate(paths.adminUsers(), { replace: true, state: null });
    }
  }, [addRequested, navigate]);

  // An account still on case teams is not deleted: the server says on how many (409), and the handover dialog asks
  // who takes them over (decisions §8.7).
  const [handover, setHandover] = useState<Handover | null>(null);
  const onDelete = async () => {
    const target = deleting.target;
    if (target) {
      try {
        await deleteUser.mutateAsync({ id: target.id });
      } catch (error) {
        const cases = casesStillHeld(error);
        if (cases === null) {
          throw error;
        }
        deleting.hide();
        setHandover({ user: target, cases });
        return;
      }
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
  const onResetTwoFactor = async () => {
    if (resetting.target) {
      await resetTwoFactor.mutateAsync(resetting.target.id);
      notice.show(t.twoFactorReset, 'success');
      resetting.hide();
    }
  };
  const onSaved = (message: string) => {
    closeEditor();
    notice.show(message, 'success');
  };

  const pages = users.data?.pages ?? [];
  const loaded: UserListItem[] | undefined = users.data ? pages.flatMap((page) => page.users) : undefined;
  const shown = loaded && filterUsers(loaded, query);
  // The server has not answered the latest search yet: rather than 'no match' for the accounts of the last one,
  // the table waits.
  const searching = asked !== query.trim() || users.isPlaceholderData;
  const waiting = users.isPending || (searching && shown?.length === 0);
  return {
    users,
    /**
     * The accounts loaded so far (one page unless the admin asked for more; of the search's matches when there is
     * one), how many there are on the server, and those of them the search text lets through.
     */
    list: {
      items: loaded,
      shown: waiting ? undefined : shown,
      loading: waiting,
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
    handover: {
      value: handover,
      close: () => setHandover(null),
      done: (message: string) => {
        setHandover(null);
        notice.show(message, 'success');
      },
    },
    ending: { ...ending, confirm: onEndSessions },
    viewing,
    unlocking: { ...unlocking, confirm: onUnlock },
    resetting: { ...resetting, confirm: onResetTwoFactor },
  };
}
