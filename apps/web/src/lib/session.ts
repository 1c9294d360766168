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

const isRole = (value: string | null): value is Role => value === 'admin' || value === 'user';

/**
 * The session rule of requirements §4: logged in only when both the token and the per-tab `sessionActive`
 * flag exist (and the stored role is a known one). A new tab or a reopened browser has no flag.
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
}

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
