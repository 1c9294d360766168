import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { connectSocket } from '../../../lib/socket';
import { clearSession, storageKeys } from '../../../lib/session';

/**
 * Spec §2: the dashboard opens a real-time connection while it is shown and closes it when it closes.
 * When the server ends the session (an admin deleted the account or ended its sessions), the page
 * follows at once: storage is cleared and the user is sent to /login.
 */
export function useDashboardSocket() {
  const navigate = useNavigate();
  useEffect(() => {
    const token = localStorage.getItem(storageKeys.token);
    if (!token) {
      return undefined;
    }
    const socket = connectSocket(token);
    socket.on('session:ended', () => {
      socket.disconnect();
      clearSession();
      void navigate('/login', { replace: true });
    });
    return () => {
      socket.disconnect();
    };
  }, [navigate]);
}
