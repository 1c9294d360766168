import { describe, expect, it } from 'vitest';
import { clearSession, homePathFor, readSession, saveSession, storageKeys } from './session';

const login = { token: 'tok-123', user: { id: 1, username: 'Budi', email: 'budi@x.id', role: 'user' as const } };

describe('session rule (spec §4)', () => {
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

  it('stores the spec §3 keys on login', () => {
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
