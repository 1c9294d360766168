import { describe, expect, it, vi } from 'vitest';
import {
  answerNewTabs,
  clearSession,
  endStaleSession,
  homePathFor,
  isLoggingOut,
  joinOpenSession,
  readSession,
  safeReturnPath,
  saveSession,
  storageKeys,
  watchSessionEndedElsewhere,
} from './session';

const login = { token: 'tok-123', user: { id: 1, username: 'Budi', email: 'budi@x.id', role: 'user' as const } };

describe('session rule (requirements §4)', () => {
  it('is logged in only when both the token and sessionActive exist', () => {
    saveSession(login);
    expect(readSession()).toEqual({ token: 'tok-123', role: 'user', username: 'Budi' });
    sessionStorage.removeItem(storageKeys.sessionActive);
    expect(readSession()).toBeNull();
  });

  it('is not logged in with sessionActive but no token', () => {
    sessionStorage.setItem(storageKeys.sessionActive, 'true');
    localStorage.setItem(storageKeys.role, 'user');
    expect(readSession()).toBeNull();
  });

  it('rejects an unknown stored role', () => {
    saveSession(login);
    localStorage.setItem(storageKeys.role, 'superuser');
    expect(readSession()).toBeNull();
  });

  it('stores the requirements §3 keys on login', () => {
    saveSession({ ...login, user: { ...login.user, role: 'admin' } });
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('userRole')).toBe('admin');
    expect(localStorage.getItem('username')).toBe('Budi');
    expect(sessionStorage.getItem('sessionActive')).toBe('true');
  });

  it('clears everything, the avatar and the welcome flag included', () => {
    saveSession(login);
    localStorage.setItem(storageKeys.avatar, '/a.png');
    localStorage.setItem(storageKeys.welcomeShown, 'true');
    localStorage.setItem('unrelated', 'kept');
    clearSession();
    for (const key of ['token', 'userRole', 'username', 'userAvatar', 'hasShownWelcome']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionStorage.getItem('sessionActive')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('sends each role to its home', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('user')).toBe('/dashboard');
  });
});

describe('sessions ended elsewhere', () => {
  it('revokes a stale token on the server when clearing it', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(storageKeys.token, 'basi');
    endStaleSession();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: 'Bearer basi' },
      keepalive: true,
    });
    fetchMock.mockClear();
    endStaleSession();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('notices when another tab removes the token, and only then', () => {
    const onEnded = vi.fn();
    const stop = watchSessionEndedElsewhere(onEnded);
    saveSession(login);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token, newValue: null }));
    expect(onEnded).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.username, newValue: null }));
    localStorage.removeItem(storageKeys.token);
    expect(onEnded).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token, newValue: null }));
    expect(onEnded).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onEnded).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onEnded).toHaveBeenCalledTimes(2);
  });
});

describe('one session across the tabs of a browser (decisions §7.5)', () => {
  it('a new tab joins the session when another tab of the browser is logged in', async () => {
    saveSession(login);
    sessionStorage.removeItem(storageKeys.sessionActive); // this tab is new: no flag of its own
    const stop = answerNewTabs(() => true); // another tab, logged in
    expect(await joinOpenSession(2000)).toBe(true);
    expect(readSession()).toEqual({ token: 'tok-123', role: 'user', username: 'Budi' });
    stop();
  });

  it('stays logged out when no tab answers: the browser was closed, so the stored token is stale', async () => {
    saveSession(login);
    sessionStorage.removeItem(storageKeys.sessionActive);
    const stop = answerNewTabs(() => false); // a tab that is itself logged out does not answer
    expect(await joinOpenSession(150)).toBe(false);
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem(storageKeys.sessionActive)).toBeNull();
    stop();
  });

  it('has nothing to join without a stored token, and asks nobody', async () => {
    const stop = answerNewTabs(() => true);
    expect(await joinOpenSession(2000)).toBe(false);
    expect(sessionStorage.getItem(storageKeys.sessionActive)).toBeNull();
    stop();
  });
});

describe('the page to return to after logging in (decisions §7.5)', () => {
  it('keeps a path of this app with its query', () => {
    expect(safeReturnPath('/case-schedule?kiosk=1')).toBe('/case-schedule?kiosk=1');
    expect(safeReturnPath('/case/12')).toBe('/case/12');
  });

  it('refuses another site, odd characters, /login and the root', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?next=/x',
      '/',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

describe('a session this tab ends itself (decisions §7.5)', () => {
  it('is marked from ending a stale token until the next login, so that its echo says nothing', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
    );
    saveSession(login);
    expect(isLoggingOut()).toBe(false);
    endStaleSession();
    expect(isLoggingOut()).toBe(true);
    saveSession(login);
    expect(isLoggingOut()).toBe(false);
    vi.unstubAllGlobals();
  });
});
