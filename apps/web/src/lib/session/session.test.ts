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
  setSessionAvatar,
  storageKeys,
  watchSessionEndedElsewhere,
} from './session';

const login = { token: 'tok-123', user: { id: 1, username: 'Budi', email: 'budi@x.id', role: 'user' as const } };

describe('session rule (requirements §4, decisions §9.5)', () => {
  it('is logged in only with a token and a known role in this tab', () => {
    saveSession(login);
    expect(readSession()).toEqual({ token: 'tok-123', role: 'user', username: 'Budi' });
    sessionStorage.removeItem(storageKeys.token);
    expect(readSession()).toBeNull();
  });

  it('never reads a token from localStorage, where earlier versions kept it', () => {
    localStorage.setItem(storageKeys.token, 'tok-123');
    localStorage.setItem(storageKeys.role, 'user');
    expect(readSession()).toBeNull();
  });

  it('rejects an unknown stored role', () => {
    saveSession(login);
    sessionStorage.setItem(storageKeys.role, 'superuser');
    expect(readSession()).toBeNull();
  });

  it('keeps the token, role and name in sessionStorage, and only a hint without secrets in localStorage', () => {
    saveSession({ ...login, user: { ...login.user, role: 'admin' } });
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('userRole')).toBe('admin');
    expect(sessionStorage.getItem('username')).toBe('Budi');
    expect(Object.keys(localStorage)).toEqual(['sessionOpen']);
    expect(localStorage.getItem('sessionOpen')).toBe('true');
  });

  it('clears everything, the avatar, the welcome flag and the hint included', () => {
    saveSession(login);
    setSessionAvatar('/a.png');
    localStorage.setItem(storageKeys.welcomeShown, 'true');
    localStorage.setItem('unrelated', 'kept');
    clearSession();
    for (const key of ['token', 'userRole', 'username', 'userAvatar']) {
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('hasShownWelcome')).toBeNull();
    expect(localStorage.getItem('sessionOpen')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('sends each role to its home', () => {
    expect(homePathFor('admin')).toBe('/admin');
    expect(homePathFor('user')).toBe('/dashboard');
  });
});

describe('sessions ended elsewhere', () => {
  it('removes a token an earlier version left in localStorage and ends it on the server', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(storageKeys.token, 'basi');
    localStorage.setItem(storageKeys.role, 'user');
    endStaleSession();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.role)).toBeNull();
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

  it('notices when another tab logs out, only while this tab is logged in, and clears this tab', () => {
    const onEnded = vi.fn();
    const stop = watchSessionEndedElsewhere(onEnded);
    window.dispatchEvent(new StorageEvent('storage', { key: null })); // logged out here: nothing to end
    expect(onEnded).not.toHaveBeenCalled();
    saveSession(login);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.sessionOpen, newValue: null }));
    expect(onEnded).not.toHaveBeenCalled(); // the hint is still there
    localStorage.removeItem(storageKeys.sessionOpen);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.welcomeShown, newValue: null }));
    expect(onEnded).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.sessionOpen, newValue: null }));
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(readSession()).toBeNull();
    saveSession(login);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onEnded).toHaveBeenCalledTimes(2);
    stop();
    saveSession(login);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onEnded).toHaveBeenCalledTimes(2);
  });
});

describe('one session across the tabs of a browser (decisions §7.5, §9.5)', () => {
  it('a new tab receives the session, avatar included, from another tab of the browser that is logged in', async () => {
    saveSession(login);
    setSessionAvatar('/api/avatars/1.png');
    const stop = answerNewTabs(); // this tab, logged in, answers
    const newTab = new BroadcastChannel('pidsus-session');
    const answer = new Promise<unknown>((resolve) => {
      newTab.onmessage = (event: MessageEvent) => resolve(event.data);
    });
    newTab.postMessage({ type: 'ask' });
    expect(await answer).toEqual({
      type: 'here',
      session: { token: 'tok-123', role: 'user', username: 'Budi', avatar: '/api/avatars/1.png' },
    });
    newTab.close();
    stop();
  });

  it('joins the session an open tab sends, keeping it in its own sessionStorage', async () => {
    localStorage.setItem(storageKeys.sessionOpen, 'true'); // some tab logged in
    const openTab = new BroadcastChannel('pidsus-session');
    openTab.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data.type === 'ask') {
        openTab.postMessage({
          type: 'here',
          session: { token: 'tok-9', role: 'admin', username: 'Ani', avatar: null },
        });
      }
    };
    expect(await joinOpenSession(2000)).toBe(true);
    expect(readSession()).toEqual({ token: 'tok-9', role: 'admin', username: 'Ani' });
    openTab.close();
  });

  it('asks the other tabs once when the guard and the early request join at the same time', async () => {
    localStorage.setItem(storageKeys.sessionOpen, 'true');
    const openTab = new BroadcastChannel('pidsus-session');
    const asked = vi.fn();
    openTab.onmessage = (event: MessageEvent<{ type: string }>) => {
      asked(event.data.type);
      openTab.postMessage({ type: 'here', session: { token: 'tok-7', role: 'user', username: 'Budi', avatar: null } });
    };
    expect(await Promise.all([joinOpenSession(2000), joinOpenSession(2000)])).toEqual([true, true]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveBeenCalledOnce();
    openTab.close();
  });

  it('stays logged out when no tab answers: the browser was closed and took the session with it', async () => {
    localStorage.setItem(storageKeys.sessionOpen, 'true');
    const silent = new BroadcastChannel('pidsus-session'); // a tab that is itself logged out does not answer
    expect(await joinOpenSession(150)).toBe(false);
    expect(readSession()).toBeNull();
    silent.close();
  });

  it('refuses an answer that is not a session', async () => {
    localStorage.setItem(storageKeys.sessionOpen, 'true');
    const odd = new BroadcastChannel('pidsus-session');
    odd.onmessage = () => odd.postMessage({ type: 'here', session: { token: 'x', role: 'root' } });
    expect(await joinOpenSession(150)).toBe(false);
    expect(readSession()).toBeNull();
    odd.close();
  });

  it('asks nobody when no tab logged in since the last logout, so the login form shows at once', async () => {
    const eager = new BroadcastChannel('pidsus-session');
    const asked = vi.fn();
    eager.onmessage = asked;
    expect(await joinOpenSession(2000)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    eager.close();
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
    localStorage.setItem(storageKeys.token, 'basi');
    endStaleSession();
    expect(isLoggingOut()).toBe(true);
    saveSession(login);
    expect(isLoggingOut()).toBe(false);
    vi.unstubAllGlobals();
  });
});
