import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@pidsus/shared';
import { RESTART_BACKOFF } from './restart-delay';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket.io connection to this origin, authenticated with the token in the handshake. Reconnection
 * settings of requirements §7 for the general case: 1 s delay up to 5 s, jitter 0.5, unlimited attempts, 20 s timeout.
 * With `autoConnect: false` nothing happens until `socket.connect()`, so that a React effect can own the
 * connection's lifetime.
 */
export function connectSocket(token: string, options: { autoConnect?: boolean } = {}): AppSocket {
  return io({
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: RESTART_BACKOFF.base,
    reconnectionDelayMax: RESTART_BACKOFF.max,
    randomizationFactor: RESTART_BACKOFF.jitter,
    reconnectionAttempts: Infinity,
    timeout: 20_000,
    autoConnect: options.autoConnect ?? true,
  });
}
