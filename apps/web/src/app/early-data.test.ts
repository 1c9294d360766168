import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession, setMustChangePassword, setMustSetUpTwoFactor } from '../lib/session/session';
import { askEarly } from './early-data';
import { queryClient } from './providers';

const loginAs = (role: 'admin' | 'user') =>
  saveSession({ token: 'tok', user: { id: 1, username: 'U', email: 'u@x.id', role } });

afterEach(() => {
  clearSession();
  setMustChangePassword(false);
  setMustSetUpTwoFactor(false);
});

describe('a screen’s first answer asked for by its route (askEarly)', () => {
  it('asks, with the app’s query client, for a session this tab holds, and lets the screen render at once', () => {
    loginAs('user');
    const ask = vi.fn(() => new Promise<void>(() => undefined));
    expect(askEarly(ask)).toBeNull();
    expect(ask).toHaveBeenCalledExactlyOnceWith(queryClient);
  });

  it('asks only for the role the screen is for', () => {
    loginAs('admin');
    const ask = vi.fn(() => Promise.resolve());
    askEarly(ask, 'user');
    expect(ask).not.toHaveBeenCalled();
    askEarly(ask, 'admin');
    expect(ask).toHaveBeenCalledOnce();
  });

  it('asks nothing without a session, or while a password or two-step sign-in must be set first', () => {
    const ask = vi.fn(() => Promise.resolve());
    askEarly(ask);
    loginAs('user');
    setMustChangePassword(true);
    askEarly(ask);
    setMustChangePassword(false);
    setMustSetUpTwoFactor(true);
    askEarly(ask);
    expect(ask).not.toHaveBeenCalled();
  });
});
