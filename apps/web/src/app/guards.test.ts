import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, setMustChangePassword, setMustSetUpTwoFactor, storageKeys } from '../lib/session/session';
import {
  loginGuard,
  redirectHome,
  requireSession,
  requireSessionForPasswordChange,
  requireSessionForSetUp,
} from './guards';

// The office zone's own call is tested in lib/office-zone.test.ts; here fetch counts only the logout calls.
vi.mock('../lib/time/office-zone', () => ({ loadOfficeZone: () => Promise.resolve('Asia/Jakarta') }));

const loginAs = (role: 'admin' | 'user') =>
  saveSession({ token: 'tok', user: { id: 1, username: 'U', email: 'u@x.id', role } });

/** Runs a guard and returns where it redirects, or null when it lets the visitor through. */
async function target(
  run: (args: { request: Request }) => unknown,
  url = 'http://localhost/x',
): Promise<string | null> {
  try {
    const result = await run({ request: new Request(url) });
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

describe('route guards (requirements §2, §6)', async () => {
  it('sends anonymous visitors to /login, and ends a token an earlier version left in localStorage', async () => {
    localStorage.setItem(storageKeys.token, 'stale');
    expect(await target(requireSession(), 'http://localhost/dashboard')).toBe('/login?next=%2Fdashboard');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await target(requireSession('admin'), 'http://localhost/')).toBe('/login');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens only /change-password while a password an admin set is owed, coming back to the page asked for (decisions §9)', async () => {
    saveSession({
      token: 'tok',
      user: { id: 1, username: 'U', email: 'u@x.id', role: 'admin' },
      must_change_password: true,
      must_set_up_2fa: true,
    });
    expect(await target(requireSession(), 'http://localhost/case/3?tab=2')).toBe(
      '/change-password?next=%2Fcase%2F3%3Ftab%3D2',
    );
    expect(await target(requireSessionForSetUp)).toBe('/change-password');
    expect(await target(requireSessionForPasswordChange)).toBeNull();
    setMustChangePassword(false);
    expect(await target(requireSessionForSetUp)).toBeNull();
    expect(await target(requireSession('admin'))).toBe('/setup-2fa');
    setMustSetUpTwoFactor(false);
    expect(await target(requireSession('admin'))).toBeNull();
  });

  it('sends staff away from admin-only routes to /dashboard', async () => {
    loginAs('user');
    expect(await target(requireSession('admin'))).toBe('/dashboard');
    expect(await target(requireSession('user'))).toBeNull();
    expect(await target(requireSession())).toBeNull();
  });

  it('sends admins away from staff-only routes to /admin', async () => {
    loginAs('admin');
    expect(await target(requireSession('user'))).toBe('/admin');
    expect(await target(requireSession('admin'))).toBeNull();
  });

  it('redirects / and unknown paths to the role home or /login', async () => {
    expect(await target(redirectHome)).toBe('/login');
    loginAs('admin');
    expect(await target(redirectHome)).toBe('/admin');
    loginAs('user');
    expect(await target(redirectHome)).toBe('/dashboard');
  });

  it('treats a new tab after closing the browser as logged out: the hint remains, no tab answers', async () => {
    loginAs('user');
    sessionStorage.clear();
    expect(localStorage.getItem(storageKeys.sessionOpen)).toBe('true');
    expect(await target(redirectHome)).toBe('/login');
  });

  it('remembers the page asked for, with its query, so that logging in returns there', async () => {
    expect(await target(requireSession(), 'http://localhost/case-schedule?kiosk=1')).toBe(
      '/login?next=%2Fcase-schedule%3Fkiosk%3D1',
    );
    loginAs('user');
    expect(await target(loginGuard, 'http://localhost/login?next=%2Fcase-schedule%3Fkiosk%3D1')).toBe(
      '/case-schedule?kiosk=1',
    );
    expect(await target(loginGuard, 'http://localhost/login?next=%2F%2Fevil.example')).toBe('/dashboard');
  });

  it('redirects a logged-in visitor away from /login, and clears storage otherwise', async () => {
    loginAs('user');
    expect(await target(loginGuard)).toBe('/dashboard');
    sessionStorage.clear();
    expect(await target(loginGuard)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
