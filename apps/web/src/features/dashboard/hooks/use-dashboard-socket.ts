import { useEffect } from 'react';
import { connectSocket } from '../../../lib/socket';
import { storageKeys } from '../../../lib/session';

/** Spec §2: the dashboard opens a real-time connection while it is shown and closes it when it closes. */
export function useDashboardSocket() {
  useEffect(() => {
    const token = localStorage.getItem(storageKeys.token);
    if (!token) {
      return undefined;
    }
    const socket = connectSocket(token);
    return () => {
      socket.disconnect();
    };
  }, []);
}
