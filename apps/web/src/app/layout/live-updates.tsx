import { useQueryClient } from '@tanstack/react-query';
import type { Role } from '@pidsus/shared';
import { useNavigate } from 'react-router';
import { caseViewKeys } from '../../features/cases/api/keys';
import { notificationKeys } from '../../features/notifications/api/keys';
import { useIncomingNotifications } from '../../features/notifications/hooks/use-incoming-notifications';
import { isAboutAnotherCase } from '../../lib/query-keys';
import { afterOwnWrites, isOwnChange } from '../../lib/realtime/own-changes';
import { useOnReconnect, useRealtime, useSocketEvent } from '../../lib/realtime/realtime-provider';
import { clearSession, isLoggingOut } from '../../lib/session/session';
import { appConfigKey, setOfficeName } from '../../lib/office-name';
import { loginPathFor } from '../guards';

function IncomingNotifications() {
  useIncomingNotifications();
  return null;
}

/**
 * What the tab's live connection does, on every screen of the logged-in app (decisions §4):
 * - `session:ended`: the account was deleted or its sessions ended; the tab goes to /login at once;
 * - `cases:changed`: lists, board and what is about that case fetch again, so that they update without a reload;
 * - `notification` (staff only): into the bell's list;
 * - `settings:changed`: the office name of the board and the footer;
 * - back after a drop: events sent meanwhile are lost, so everything live is fetched again.
 */
export function LiveUpdates({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { socket } = useRealtime();

  useSocketEvent('session:ended', () => {
    // Closed from this side first: the server's disconnect that follows is not a lost connection.
    socket.disconnect();
    if (isLoggingOut()) {
      return; // this tab's own logout: it goes to /login by itself, with nothing to explain
    }
    clearSession();
    queryClient.clear();
    void navigate(loginPathFor(window.location.pathname + window.location.search), {
      replace: true,
      state: { ended: true },
    });
  });
  useSocketEvent('cases:changed', ({ id }) =>
    afterOwnWrites(() => {
      // The echo of this tab's own write, which has refreshed what it changed already: not fetched a second time.
      if (isOwnChange(id)) {
        return;
      }
      // A deadline's write is told as its case's change (decisions §7.2): the deadline lists fetch again too. What
      // is about another case (an open case page, its history …) is left alone.
      for (const queryKey of caseViewKeys) {
        void queryClient.invalidateQueries({ queryKey, predicate: (query) => !isAboutAnotherCase(query.queryKey, id) });
      }
    }),
  );
  // An admin saved the settings (decisions §7.4): the board and the footer show the new office name at once.
  useSocketEvent('settings:changed', ({ office_name }) => setOfficeName(queryClient, office_name));
  useOnReconnect(() => {
    for (const queryKey of [...caseViewKeys, notificationKeys.all, appConfigKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });

  return role === 'user' ? <IncomingNotifications /> : null;
}
