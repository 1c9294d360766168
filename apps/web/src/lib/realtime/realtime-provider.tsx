import type { ServerToClientEvents } from '@pidsus/shared';
import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { api } from '../api-client';
import { connectSocket, type AppSocket } from './socket';
import { trackConnection, type ConnectionStatus } from './connection-tracker';
import { restartDelay } from './restart-delay';

interface RealtimeContextValue {
  socket: AppSocket;
  status: ConnectionStatus;
  /** Listeners called after every reconnection (see `useOnReconnect`). */
  reconnectListeners: Set<() => void>;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/**
 * The tab's one live connection, for the whole time a user is logged in (issue 6): every screen of the
 * logged-in app shares it. Key it by the token, so that a new session gets a new socket.
 */
export function RealtimeProvider({ token, children }: { token: string; children: ReactNode }) {
  // Created without connecting (no side effect during render); the effect below owns the connection.
  const [socket] = useState(() => connectSocket(token, { autoConnect: false }));
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [reconnectListeners] = useState(() => new Set<() => void>());

  useEffect(() => {
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

/** The shared socket and whether it is connected. */
export function useRealtime(): { socket: AppSocket; status: ConnectionStatus } {
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
