import type { AppSocket } from '../lib/realtime/socket';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for socket.io's client socket: tests play the server's part with `receive` and the
 * network's with `drop` / `reconnect`.
 */
export class FakeSocket {
  active = false;
  connected = false;
  connectCalls = 0;
  private listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** As socket.io does: marks the socket active; the test decides when the connection is made. */
  connect(): this {
    this.active = true;
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    const wasConnected = this.connected;
    this.active = false;
    this.connected = false;
    if (wasConnected) {
      this.receive('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** The server (or socket.io itself) emits `event` to this socket. */
  receive(event: string, ...args: unknown[]): void {
    if (event === 'connect') {
      this.connected = true;
    }
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      listener(...args);
    }
  }

  /** The connection drops; socket.io keeps trying (the socket stays active). */
  drop(reason = 'transport close'): void {
    this.connected = false;
    this.receive('disconnect', reason);
  }

  asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }
}
