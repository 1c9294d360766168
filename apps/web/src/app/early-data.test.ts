import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  readSession,
  saveSession,
  setMustChangePassword,
  setMustSetUpTwoFactor,
  storageKeys,
} from '../lib/session/session';
import { officeToday } from '../lib/time/dates';
import { askEarly, askEarlyForToday } from './early-data';
import { queryClient } from './providers';

/** The guard's load of the office's zone (GET /api/config), answered when a test says so. */
const zone = vi.hoisted(() => {
  let answer: (zone: string) => void = () => undefined;
  return {
    load: vi.fn(() => new Promise<string>((resolve) => (answer = resolve))),
    answer: (value: string) => answer(value),
  };
});
vi.mock('../lib/time/office-zone', () => ({ loadOfficeZone: zone.load }));

const loginAs = (role: 'admin' | 'user') =>
  saveSession({ token: 'tok', user: { id: 1, username: 'U', email: 'u@x.id', role } });
/** Lets the session's check (a promise, at once when the tab holds one) run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  clearSession();
  localStorage.clear();
  setMustChangePassword(false);
  setMustSetUpTwoFactor(false);
});

describe('a screen’s first answer asked for by its route (askEarly)', () => {
  it('asks, with the app’s query client, for a session this tab holds, and lets the screen render at once', async () => {
    loginAs('user');
    const ask = vi.fn(() => new Promise<void>(() => undefined));
    expect(askEarly(ask)).toBeNull();
    await settled();
    expect(ask).toHaveBeenCalledExactlyOnceWith(queryClient);
  });

  it('asks only for the role the screen is for', async () => {
    loginAs('admin');
    const ask = vi.fn(() => Promise.resolve());
    askEarly(ask, 'user');
    await settled();
    expect(ask).not.toHaveBeenCalled();
    askEarly(ask, 'admin');
    await settled();
    expect(ask).toHaveBeenCalledOnce();
  });

  it('asks nothing without a session, or while a password or two-step sign-in must be set first', async () => {
    const ask = vi.fn(() => Promise.resolve());
    askEarly(ask);
    await settled();
    loginAs('user');
    setMustChangePassword(true);
    askEarly(ask);
    await settled();
    setMustChangePassword(false);
    setMustSetUpTwoFactor(true);
    askEarly(ask);
    await settled();
    expect(ask).not.toHaveBeenCalled();
  });

  it('in a new tab, asks once the tab has joined the session another tab holds (decisions §7.5)', async () => {
    localStorage.setItem(storageKeys.sessionOpen, 'true');
    const openTab = new BroadcastChannel('pidsus-session');
    openTab.onmessage = () =>
      openTab.postMessage({ type: 'here', session: { token: 'tok-2', role: 'user', username: 'Budi', avatar: null } });
    const ask = vi.fn(() => Promise.resolve());
    askEarly(ask);
    await vi.waitFor(() => expect(ask).toHaveBeenCalledOnce());
    expect(readSession()?.token).toBe('tok-2');
    openTab.close();
  });

  it('asks for the office’s day once the office’s zone is known (askEarlyForToday)', async () => {
    loginAs('user');
    const ask = vi.fn(() => Promise.resolve());
    askEarlyForToday(ask, 'user');
    await settled();
    expect(zone.load).toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
    zone.answer('Asia/Jakarta');
    await vi.waitFor(() => expect(ask).toHaveBeenCalledExactlyOnceWith(queryClient, officeToday()));
  });
});
