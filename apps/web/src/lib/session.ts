import type { LoginResponse, Role } from '@pidsus/shared';

/** Storage keys of requirements §3: localStorage for these, sessionStorage for `sessionActive`. */
export const storageKeys = {
  token: 'token',
  role: 'userRole',
  username: 'username',
  avatar: 'userAvatar',
  welcomeShown: 'hasShownWelcome',
  sessionActive: 'sessionActive',
} as const;

export interface Session {
  token: string;
  role: Role;
  username: string;
}

let loggingOut = false;

const isRole = (value: string | null): value is Role => value === 'admin' || value === 'user';

/**
 * The session rule of requirements §4: logged in only when both the token and the per-tab `sessionActive`
 * flag exist (and the stored role is a known one). A new tab has no flag until `joinOpenSession` has asked
 * the tabs already open; a reopened browser has none at all.
 */
export function readSession(): Session | null {
  const token = localStorage.getItem(storageKeys.token);
  const role = localStorage.getItem(storageKeys.role);
  const active = sessionStorage.getItem(storageKeys.sessionActive);
  if (!token || !active || !isRole(role)) {
    return null;
  }
  return { token, role, username: localStorage.getItem(storageKeys.username) ?? '' };
}

export function saveSession(response: LoginResponse): void {
  localStorage.setItem(storageKeys.token, response.token);
  localStorage.setItem(storageKeys.role, response.user.role);
  localStorage.setItem(storageKeys.username, response.user.username);
  sessionStorage.setItem(storageKeys.sessionActive, 'true');
  loggingOut = false;
}

/**
 * Decisions §7.5, one session across tabs: the tabs of a browser talk over this channel. A new tab (a
 * Ctrl-click, a pasted link) asks whether another tab is logged in; one that is answers, and the new tab
 * joins the session. After the browser was closed no tab is left to answer, so the stored token is stale and
 * the spec's rule holds: the session ended with the browser.
 */
const CHANNEL = 'pidsus-session';
/** How long a new tab waits for an answer. Open tabs answer within milliseconds, background ones too. */
export const JOIN_WAIT_MS = 400;

type TabMessage = { type: 'ask' } | { type: 'here' };

/** Makes this tab answer new tabs while it is logged in. Once, at start. */
export function answerNewTabs(isLoggedIn: () => boolean = () => readSession() !== null): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    return () => undefined;
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    if (event.data?.type === 'ask' && isLoggedIn()) {
      channel.postMessage({ type: 'here' } satisfies TabMessage);
    }
  };
  return () => channel.close();
}

/**
 * A tab with a stored token but no flag of its own: joins the session when another tab of this browser is
 * logged in (it sets its own flag), and answers whether it did. Without a token there is nothing to join.
 */
export function joinOpenSession(waitMs = JOIN_WAIT_MS): Promise<boolean> {
  if (readSession()) {
    return Promise.resolve(true);
  }
  if (!localStorage.getItem(storageKeys.token) || typeof BroadcastChannel === 'undefined') {
    return Promise.resolve(false);
  }
  const channel = new BroadcastChannel(CHANNEL);
  return new Promise<boolean>((resolve) => {
    const done = (joined: boolean) => {
      clearTimeout(timer);
      channel.close();
      if (joined && localStorage.getItem(storageKeys.token)) {
        sessionStorage.setItem(storageKeys.sessionActive, 'true');
      }
      resolve(joined && readSession() !== null);
    };
    const timer = setTimeout(() => done(false), waitMs);
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (event.data?.type === 'here') {
        done(true);
      }
    };
    channel.postMessage({ type: 'ask' } satisfies TabMessage);
  });
}

/**
 * Set once this tab ends its session itself (a logout, a stale token ended by a guard) until the next login:
 * the server's `session:ended` and late 401s that follow are then the echo of that, not a session that ended
 * by itself, and must not say so on /login nor send the tab anywhere else.
 */

export const setLoggingOut = (value: boolean) => {
  loggingOut = value;
};
export const isLoggingOut = () => loggingOut;

/** Logout and an invalid session clear everything the app stored, the avatar included. */
export function clearSession(): void {
  for (const key of [
    storageKeys.token,
    storageKeys.role,
    storageKeys.username,
    storageKeys.avatar,
    storageKeys.welcomeShown,
  ]) {
    localStorage.removeItem(key);
  }
  sessionStorage.removeItem(storageKeys.sessionActive);
}

/**
 * Clears an invalid session (requirements §4) and, when a token was left behind, ends it on the server too, so
 * that it cannot be reused until its idle timeout. Best effort: `keepalive` lets the call finish while
 * the page moves on, and plain fetch keeps it clear of the API client's 401 handling.
 */
export function endStaleSession(): void {
  const token = localStorage.getItem(storageKeys.token);
  clearSession();
  if (token) {
    loggingOut = true;
    fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(
      () => undefined,
    );
  }
}

/** Calls `onEnded` when another tab of this browser logs out or clears the stored session. */
export function watchSessionEndedElsewhere(onEnded: () => void): () => void {
  const listener = (event: StorageEvent) => {
    const tokenGone = event.key === storageKeys.token || event.key === null;
    if (tokenGone && !localStorage.getItem(storageKeys.token)) {
      onEnded();
    }
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export const homePathFor = (role: Role) => (role === 'admin' ? '/admin' : '/dashboard');

/**
 * Where to return after logging in (decisions §7.5): a path of this app with its query, never another site
 * (`//host`, a scheme) nor /login itself. Null when there is none worth returning to.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  // A backslash or a control character could turn `/\\host` or `/\t/host` into another site's address.
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) {
    return null;
  }
  const path = value.split(/[?#]/)[0];
  return path === '/' || path === '/login' ? null : value;
}
