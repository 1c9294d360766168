import type { ServerToClientEvents } from '@pidsus/shared';
import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { api } from '../api-client';
import type { AppSocket } from './socket';
import type * as SocketModule from './socket';
import { trackConnection, type ConnectionStatus } from './connection-tracker';
import { restartDelay } from './restart-delay';

interface RealtimeContextValue {
  /** None until socket.io's code has come (`loadSocket`). */
  socket: AppSocket | null;
  status: ConnectionStatus;
  /** Listeners called after every reconnection (see `useOnReconnect`). */
  reconnectListeners: Set<() => void>;
}

/** socket.io's code, loaded once; one that failed is loaded anew by the next call. */
let socketModule: Promise<typeof SocketModule> | undefined;
function loadSocket(): Promise<typeof SocketModule> {
  return (socketModule ??= import('./socket').catch((error: unknown) => {
    socketModule = undefined;
    throw error;
  }));
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/**
 * The tab's one live connection, for the whole time a user is logged in (issue 6): every screen of the
 * logged-in app shares it. Key it by the token, so that a new session gets a new socket.
 */
export function RealtimeProvider({ token, children }: { token: string; children: ReactNode }) {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [reconnectListeners] = useState(() => new Set<() => void>());

  // socket.io's code (~25 KB) loads after the first paint, not before it (docs/performance.md); a failed download
  // (the office's network) is tried again later, as a lost connection would be. Created without connecting (no side
  // effect in a state update); the effect below owns the connection.
  useEffect(() => {
    let disposed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) => {
      loadSocket().then(
        ({ connectSocket }) => {
          if (!disposed) {
            setSocket(connectSocket(token, { autoConnect: false }));
          }
        },
        () => {
          if (!disposed) {
            setStatus('lost');
            retryTimer = setTimeout(() => load(attempt + 1), restartDelay(attempt));
          }
        },
      );
    };
    load(0);
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
    };
  }, [token]);

  useEffect(() => {
    if (!socket) {
      return;
    }
    // Set by the cleanup: a session check still on its way must not restart the abandoned socket.
    let disposed = false;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    // Restarts since the last connect: each waits longer (requirements §7), and at random, so that the tabs of a
    // restarted instance do not all come back in the same instant.
    let restarts = 0;
    const restartLater = () => {
      if (disposed) {
        return;
      }
      clearTimeout(restartTimer);
      restartTimer = setTimeout(() => socket.connect(), restartDelay(restarts));
      restarts += 1;
    };
    const stopTracking = trackConnection(socket, {
      onStatus: (next) => {
        if (next === 'online') {
          restarts = 0;
        }
        setStatus(next);
      },
      onReconnect: () => reconnectListeners.forEach((listener) => listener()),
      // Refused or dropped by the server: if the session is over, this call's 401 sends the user to /login
      // (the API client's handler); otherwise (a restarting instance) the socket tries again.
      onStopped: () => {
        api.get('/profile').then(restartLater, restartLater);
      },
    });
    socket.connect();
    return () => {
      disposed = true;
      clearTimeout(restartTimer);
      stopTracking();
      socket.disconnect();
    };
  }, [socket, reconnectListeners]);

  return <RealtimeContext.Provider value={{ socket, status, reconnectListeners }}>{children}</RealtimeContext.Provider>;
}

function useRealtimeContext(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) {
    throw new Error('useRealtime… needs a RealtimeProvider above it');
  }
  return value;
}

/** The shared socket (none while its code loads) and whether it is connected. */
export function useRealtime(): { socket: AppSocket | null; status: ConnectionStatus } {
  const { socket, status } = useRealtimeContext();
  return { socket, status };
}

/** Calls `handler` for every `event` the server sends, for as long as the calling component is mounted. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: (...args: Parameters<ServerToClientEvents[E]>) => void,
): void {
  const { socket } = useRealtimeContext();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) {
      return;
    }
    const listener = (...args: Parameters<ServerToClientEvents[E]>) => onEvent(...args);
    // socket.io's overloads cannot follow a generic event name; the map above keeps the types honest.
    const typed = socket as unknown as {
      on: (name: E, fn: typeof listener) => void;
      off: (name: E, fn: typeof listener) => void;
    };
    typed.on(event, listener);
    return () => typed.off(event, listener);
  }, [socket, event]);
}

/** Calls `handler` each time the connection comes back after a drop (events may have been missed). */
export function useOnReconnect(handler: () => void): void {
  const { reconnectListeners } = useRealtimeContext();
  const onReconnect = useEffectEvent(handler);
  useEffect(() => {
    const listener = () => onReconnect();
    reconnectListeners.add(listener);
    return () => {
      reconnectListeners.delete(listener);
    };
  }, [reconnectListeners]);
}
