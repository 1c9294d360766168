import type { LoginResponse, Role } from '@pidsus/shared';
import { paths, routePatterns } from '@pidsus/shared/constants';

/**
 * Where the session lives (decisions §9.5): the token, role, name and avatar in this tab's `sessionStorage`,
 * so that they die with the browser; `localStorage` holds only `sessionOpen`, a hint without any secret that
 * some tab logged in (new tabs then ask the open ones for the session), and the welcome flag.
 */
export const storageKeys = {
  token: 'token',
  role: 'userRole',
  username: 'username',
  avatar: 'userAvatar',
  welcomeShown: 'hasShownWelcome',
  sessionOpen: 'sessionOpen',
} as const;

export interface Session {
  token: string;
  role: Role;
  username: string;
}

let loggingOut = false;

const isRole = (value: string | null): value is Role => value === 'admin' || value === 'user';

/** This tab's session: a token and a known role in its `sessionStorage`. A new tab has none until it joins. */
export function readSession(): Session | null {
  const token = sessionStorage.getItem(storageKeys.token);
  const role = sessionStorage.getItem(storageKeys.role);
  if (!token || !isRole(role)) {
    return null;
  }
  return { token, role, username: sessionStorage.getItem(storageKeys.username) ?? '' };
}

/** The bearer token the API client sends, if this tab has one. */
export const sessionToken = (): string | null => sessionStorage.getItem(storageKeys.token);

/** The avatar link and the name of this tab's session, kept beside the token. */
export const sessionAvatar = (): string | null => sessionStorage.getItem(storageKeys.avatar);
export const setSessionAvatar = (url: string) => sessionStorage.setItem(storageKeys.avatar, url);
export const setSessionUsername = (name: string) => sessionStorage.setItem(storageKeys.username, name);

interface SharedSession extends Session {
  avatar: string | null;
}

function storeSession(session: SharedSession): void {
  sessionStorage.setItem(storageKeys.token, session.token);
  sessionStorage.setItem(storageKeys.role, session.role);
  sessionStorage.setItem(storageKeys.username, session.username);
  if (session.avatar) {
    sessionStorage.setItem(storageKeys.avatar, session.avatar);
  }
  localStorage.setItem(storageKeys.sessionOpen, 'true');
}

export function saveSession(
  response: Pick<LoginResponse, 'token' | 'user'> &
    Partial<Pick<LoginResponse, 'must_set_up_2fa' | 'must_change_password'>>,
): void {
  storeSession({
    token: response.token,
    role: response.user.role,
    username: response.user.username,
    avatar: null,
  });
  setMustSetUpTwoFactor(response.must_set_up_2fa === true);
  setMustChangePassword(response.must_change_password === true);
  loggingOut = false;
}

/**
 * This tab's account must set up two-step sign-in before anything else (decisions §9): from the login's answer, or
 * from a 403 of the server's gate; the guards then open only the set-up screen. No secret in it.
 */
const mustSetUpKey = 'mustSetUp2fa';
export const mustSetUpTwoFactor = (): boolean => sessionStorage.getItem(mustSetUpKey) === 'true';
export function setMustSetUpTwoFactor(value: boolean): void {
  if (value) {
    sessionStorage.setItem(mustSetUpKey, 'true');
  } else {
    sessionStorage.removeItem(mustSetUpKey);
  }
}

/**
 * This tab's account must change the password an admin set before anything else (decisions §9), 2FA's set-up
 * included: from the login's answer or the gate's 403, exactly like `mustSetUp2fa`. No secret in it.
 */
const mustChangeKey = 'mustChangePassword';
export const mustChangePassword = (): boolean => sessionStorage.getItem(mustChangeKey) === 'true';
export function setMustChangePassword(value: boolean): void {
  if (value) {
    sessionStorage.setItem(mustChangeKey, 'true');
  } else {
    sessionStorage.removeItem(mustChangeKey);
  }
}

/**
 * Decisions §7.5 and §9.5, one session across tabs: the tabs of a browser talk over this channel. A new tab
 * (a Ctrl-click, a pasted link) asks whether another tab is logged in; one that is answers with the session,
 * and the new tab keeps it in its own `sessionStorage`. After the browser was closed no tab is left to answer
 * and nothing of the session is stored: the session ended with the browser.
 */
const CHANNEL = 'pidsus-session';
/** How long a new tab waits for an answer. Open tabs answer within milliseconds, background ones too. */
export const JOIN_WAIT_MS = 400;

type TabMessage = { type: 'ask' } | { type: 'here'; session: SharedSession };

/** Makes this tab answer new tabs with its session while it is logged in. Once, at start. */
export function answerNewTabs(): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    return () => undefined;
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    const session = readSession();
    if (event.data?.type === 'ask' && session) {
      channel.postMessage({ type: 'here', session: { ...session, avatar: sessionAvatar() } } satisfies TabMessage);
    }
  };
  return () => channel.close();
}

const isSharedSession = (value: unknown): value is SharedSession =>
  typeof value === 'object' &&
  value !== null &&
  'token' in value &&
  typeof value.token === 'string' &&
  value.token.length > 0 &&
  'role' in value &&
  typeof value.role === 'string' &&
  isRole(value.role);

/**
 * A tab without a session of its own: joins the one another tab of this browser holds, and answers whether it
 * did. Asks only when some tab logged in since the browser last logged out (`sessionOpen`), so that a
 * first visit shows the login form at once.
 */
export function joinOpenSession(waitMs = JOIN_WAIT_MS): Promise<boolean> {
  if (readSession()) {
    return Promise.resolve(true);
  }
  if (!localStorage.getItem(storageKeys.sessionOpen) || typeof BroadcastChannel === 'undefined') {
    return Promise.resolve(false);
  }
  // The route's guard and its early request (app/early-data.ts) ask at once: one question to the other tabs.
  joining ??= askTheOtherTabs(waitMs).finally(() => {
    joining = null;
  });
  return joining;
}

let joining: Promise<boolean> | null = null;

function askTheOtherTabs(waitMs: number): Promise<boolean> {
  const channel = new BroadcastChannel(CHANNEL);
  return new Promise<boolean>((resolve) => {
    const done = (session: SharedSession | null) => {
      clearTimeout(timer);
      channel.close();
      if (session) {
        storeSession({
          token: session.token,
          role: session.role,
          username: typeof session.username === 'string' ? session.username : '',
          avatar: typeof session.avatar === 'string' ? session.avatar : null,
        });
      }
      resolve(readSession() !== null);
    };
    const timer = setTimeout(() => done(null), waitMs);
    channel.onmessage = (event: MessageEvent<TabMessage>) => {
      if (event.data?.type === 'here' && isSharedSession(event.data.session)) {
        done(event.data.session);
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

/** What versions before decisions §9.5 kept in `localStorage`; removed wherever found. */
const legacyKeys = [storageKeys.token, storageKeys.role, storageKeys.username, storageKeys.avatar, 'sessionActive'];

/** Logout and an invalid session clear everything the app stored, the avatar included, in every tab. */
export function clearSession(): void {
  for (const key of [
    storageKeys.token,
    storageKeys.role,
    storageKeys.username,
    storageKeys.avatar,
    mustSetUpKey,
    mustChangeKey,
  ]) {
    sessionStorage.removeItem(key);
  }
  for (const key of [...legacyKeys, storageKeys.welcomeShown, storageKeys.sessionOpen]) {
    localStorage.removeItem(key);
  }
}

/**
 * A token an earlier version left in `localStorage` outlived its browser: it is removed and ended on the
 * server, so that it cannot be reused until its idle timeout. Best effort: `keepalive` lets the call finish
 * while the page moves on, and plain fetch keeps it clear of the API client's 401 handling.
 */
export function endStaleSession(): void {
  const token = localStorage.getItem(storageKeys.token);
  for (const key of legacyKeys) {
    localStorage.removeItem(key);
  }
  if (token && token !== sessionToken()) {
    loggingOut = true;
    fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(
      () => undefined,
    );
  }
}

/**
 * Calls `onEnded` when another tab of this browser logs out or the browser's storage is cleared while this tab
 * is logged in. A tab without a session has nothing to end.
 */
export function watchSessionEndedElsewhere(onEnded: () => void): () => void {
  const listener = (event: StorageEvent) => {
    const hintGone = event.key === storageKeys.sessionOpen || event.key === null;
    if (hintGone && !localStorage.getItem(storageKeys.sessionOpen) && readSession()) {
      for (const key of [storageKeys.token, storageKeys.role, storageKeys.username, storageKeys.avatar]) {
        sessionStorage.removeItem(key);
      }
      onEnded();
    }
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export const homePathFor = (role: Role) => (role === 'admin' ? paths.admin : paths.dashboard);

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
  return path === routePatterns.home || path === routePatterns.login ? null : value;
}
