import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { LOST_GRACE_MS, trackConnection } from './connection-tracker';

function track() {
  const socket = new FakeSocket();
  const calls = { onStatus: vi.fn(), onReconnect: vi.fn(), onStopped: vi.fn() };
  const stop = trackConnection(socket.asSocket(), calls);
  socket.connect();
  return { socket, ...calls, stop };
}

describe('following the live connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports online on the first connect, with no reconnect (nothing was missed)', () => {
    const { socket, onStatus, onReconnect } = track();
    socket.receive('connect');
    expect(onStatus).toHaveBeenLastCalledWith('online');
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('reports lost only when a drop outlasts the grace period, then online and a reconnect', () => {
    const { socket, onStatus, onReconnect } = track();
    socket.receive('connect');
    socket.drop();
    vi.advanceTimersByTime(LOST_GRACE_MS - 1);
    expect(onStatus).not.toHaveBeenCalledWith('lost');
    vi.advanceTimersByTime(1);
    expect(onStatus).toHaveBeenLastCalledWith('lost');
    // socket.io's failed attempts meanwhile do not report it again.
    socket.receive('connect_error', new Error('websocket error'));
    vi.advanceTimersByTime(LOST_GRACE_MS * 3);
    expect(onStatus.mock.calls.filter(([status]) => status === 'lost')).toHaveLength(1);
    socket.receive('connect');
    expect(onStatus).toHaveBeenLastCalledWith('online');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('keeps a short drop quiet, but still asks for a refetch after it', () => {
    const { socket, onStatus, onReconnect } = track();
    socket.receive('connect');
    socket.drop();
    vi.advanceTimersByTime(LOST_GRACE_MS / 2);
    socket.receive('connect');
    vi.advanceTimersByTime(LOST_GRACE_MS * 2);
    expect(onStatus).not.toHaveBeenCalledWith('lost');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('says nothing when this tab closes the connection itself (logout, leaving the app)', () => {
    const { socket, onStatus, onStopped } = track();
    socket.receive('connect');
    onStatus.mockClear();
    socket.disconnect();
    vi.advanceTimersByTime(LOST_GRACE_MS * 2);
    expect(onStatus).not.toHaveBeenCalled();
    expect(onStopped).not.toHaveBeenCalled();
  });

  it('reports a socket the server closed or refused, which socket.io will not retry by itself', () => {
    const closed = track();
    closed.socket.receive('connect');
    closed.socket.active = false;
    closed.socket.drop('io server disconnect');
    expect(closed.onStopped).toHaveBeenCalledTimes(1);

    const refused = track();
    refused.socket.active = false;
    refused.socket.receive('connect_error', new Error('Sesi Anda telah berakhir. Silakan login kembali.'));
    expect(refused.onStopped).toHaveBeenCalledTimes(1);

    // A network failure while socket.io keeps trying is not a refusal.
    const retrying = track();
    retrying.socket.receive('connect_error', new Error('websocket error'));
    expect(retrying.onStopped).not.toHaveBeenCalled();
  });

  it('stops listening, and cancels a pending report, when stopped', () => {
    const { socket, onStatus, stop } = track();
    socket.receive('connect');
    socket.drop();
    stop();
    vi.advanceTimersByTime(LOST_GRACE_MS * 2);
    expect(onStatus).not.toHaveBeenCalledWith('lost');
    expect(socket.listenerCount('connect') + socket.listenerCount('disconnect')).toBe(0);
  });
});
