import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, storageKeys } from '../lib/session';
import { loginGuard, redirectHome, requireSession } from './guards';

const loginAs = (role: 'admin' | 'user') =>
  saveSession({ token: 'tok', user: { id: 1, username: 'U', email: 'u@x.id', role } });

/** Runs a guard and returns where it redirects, or null when it lets the visitor through. */
function target(run: () => unknown): string | null {
  try {
    const result = run();
    return result instanceof Response ? result.headers.get('Location') : null;
  } catch (thrown) {
    if (thrown instanceof Response) {
      return thrown.headers.get('Location');
    }
    throw thrown;
  }
}

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('route guards (requirements §2, §6)', () => {
  it('sends anonymous visitors to /login, clears stale storage and ends the stale token on the server', () => {
    localStorage.setItem(storageKeys.token, 'stale');
    expect(target(requireSession())).toBe('/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(target(requireSession('admin'))).toBe('/login');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends staff away from admin-only routes to /dashboard', () => {
    loginAs('user');
    expect(target(requireSession('admin'))).toBe('/dashboard');
    expect(target(requireSession('user'))).toBeNull();
    expect(target(requireSession())).toBeNull();
  });

  it('sends admins away from staff-only routes to /admin', () => {
    loginAs('admin');
    expect(target(requireSession('user'))).toBe('/admin');
    expect(target(requireSession('admin'))).toBeNull();
  });

  it('redirects / and unknown paths to the role home or /login', () => {
    expect(target(redirectHome)).toBe('/login');
    loginAs('admin');
    expect(target(redirectHome)).toBe('/admin');
    loginAs('user');
    expect(target(redirectHome)).toBe('/dashboard');
  });

  it('treats a token without sessionActive (a new tab after closing the browser) as logged out', () => {
    loginAs('user');
    sessionStorage.clear();
    expect(target(redirectHome)).toBe('/login');
  });

  it('redirects a logged-in visitor away from /login, and clears storage otherwise', () => {
    loginAs('user');
    expect(target(loginGuard)).toBe('/dashboard');
    sessionStorage.clear();
    expect(target(loginGuard)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
