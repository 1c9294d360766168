import type { AppSocket } from './socket';

/** `connecting` until the first connect; `lost` once a drop has lasted longer than the grace period. */
export type ConnectionStatus = 'connecting' | 'online' | 'lost';

export interface ConnectionCallbacks {
  onStatus: (status: ConnectionStatus) => void;
  /** Connected again after a drop: events sent meanwhile are lost, so cached data may be stale. */
  onReconnect: () => void;
  /**
   * The socket will not retry by itself: the server refused the handshake (a bad or expired token) or
   * closed the connection from its side (its session ended, or the instance is shutting down).
   */
  onStopped: () => void;
}

/**
 * Short drops (a server restart, a page being unloaded) are not worth a banner: only a drop that lasts
 * longer than this is reported as `lost`. Long enough for two tries after a graceful restart (the app's
 * restart after up to 1.5 s and, if that was too early, socket.io's next try up to 1.5 s later: requirements §7),
 * so that an instance back within about 2 s never shows the banner.
 */
export const LOST_GRACE_MS = 4000;

/** Follows a socket's connection and reports it through `callbacks`; returns the function that stops following. */
export function trackConnection(
  socket: AppSocket,
  callbacks: ConnectionCallbacks,
  graceMs: number = LOST_GRACE_MS,
): () => void {
  let dropped = false;
  let reportedLost = false;
  let lostTimer: ReturnType<typeof setTimeout> | undefined;

  const cancelLost = () => {
    clearTimeout(lostTimer);
    lostTimer = undefined;
  };
  const reportLostLater = () => {
    dropped = true;
    if (reportedLost) {
      return;
    }
    lostTimer ??= setTimeout(() => {
      lostTimer = undefined;
      reportedLost = true;
      callbacks.onStatus('lost');
    }, graceMs);
  };

  const onConnect = () => {
    cancelLost();
    reportedLost = false;
    callbacks.onStatus('online');
    if (dropped) {
      dropped = false;
      callbacks.onReconnect();
    }
  };
  const onDisconnect = (reason: string) => {
    // Our own disconnect (logout, leaving the app) is not a lost connection.
    if (reason === 'io client disconnect') {
      cancelLost();
      return;
    }
    reportLostLater();
    if (reason === 'io server disconnect') {
      callbacks.onStopped();
    }
  };
  const onConnectError = () => {
    reportLostLater();
    if (!socket.active) {
      callbacks.onStopped();
    }
  };

  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  return () => {
    cancelLost();
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
  };
}
