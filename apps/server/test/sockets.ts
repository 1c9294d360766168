import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@pidsus/shared';

export type ClientSocket = Socket<ServerToClientEvents>;

/** Opens sockets for one test file and closes them all in its afterEach. */
export function socketRegistry() {
  const opened: ClientSocket[] = [];
  return {
    open(url: string, auth: Record<string, unknown>): ClientSocket {
      const socket: ClientSocket = io(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
      opened.push(socket);
      return socket;
    },
    closeAll() {
      for (const socket of opened.splice(0)) {
        socket.disconnect();
      }
    },
  };
}

/** Resolves on `connect`, rejects with the server's refusal on `connect_error`. */
export function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Resolves with the message of the `connect_error`, rejects if the socket connects instead. */
export function refusal(socket: ClientSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => resolve(error.message));
    socket.once('connect', () => reject(new Error('the socket connected')));
  });
}
