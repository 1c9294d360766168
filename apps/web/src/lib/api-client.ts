import { passwordGateMessage, REQUEST_TIMEOUT_MS, twoFactorMessages } from '@pidsus/shared/constants';
import { id } from '../i18n/id';
import { createClient, HttpError, type RequestConfig } from './http';
import { sessionToken } from './session/session';

/** Adds the `/api` prefix to relative paths that lack it (requirements §7). */
export function withApiPrefix(url: string | undefined): string | undefined {
  if (url === undefined || /^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('/api/') || url === '/api') {
    return url;
  }
  return `/api${url.startsWith('/') ? '' : '/'}${url}`;
}

let onUnauthorized: () => void = () => undefined;

/** What a 401 does (clear storage, go to /login); set once by the router, which owns navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

let onTwoFactorRequired: () => void = () => undefined;

/** What the server's 403 `Aktifkan verifikasi dua langkah terlebih dahulu` does (decisions §9); set by the router. */
export function setTwoFactorRequiredHandler(handler: () => void): void {
  onTwoFactorRequired = handler;
}

let onPasswordChangeRequired: () => void = () => undefined;

/** What the server's 403 `Ganti kata sandi Anda terlebih dahulu` does (decisions §9); set by the router. */
export function setPasswordChangeRequiredHandler(handler: () => void): void {
  onPasswordChangeRequired = handler;
}

export function attachToken(config: RequestConfig): RequestConfig {
  const token = sessionToken();
  return {
    ...config,
    url: withApiPrefix(config.url) ?? config.url,
    headers: token ? { ...config.headers, Authorization: `Bearer ${token}` } : config.headers,
  };
}

const isGate = (data: unknown, message: string): boolean =>
  typeof data === 'object' && data !== null && 'message' in data && data.message === message;

export function handleResponseError(error: unknown): Promise<never> {
  if (error instanceof HttpError && error.response?.status === 401) {
    // A failed login is a 401 too, but it must show its message, not bounce to /login.
    const isLogin = error.config?.url?.endsWith('/auth/login') ?? false;
    if (!isLogin) {
      onUnauthorized();
    }
  } else if (
    error instanceof HttpError &&
    error.response?.status === 403 &&
    isGate(error.response.data, passwordGateMessage)
  ) {
    onPasswordChangeRequired();
  } else if (
    error instanceof HttpError &&
    error.response?.status === 403 &&
    isGate(error.response.data, twoFactorMessages.setUpFirst)
  ) {
    onTwoFactorRequired();
  } else if (error instanceof HttpError) {
    console.warn(
      `API ${error.config?.method?.toUpperCase() ?? ''} ${error.config?.url ?? ''}: ${error.response?.status ?? error.code ?? ''}`,
    );
  }
  return Promise.reject(error);
}

/** The one HTTP client: `/api` prefix, 5 s timeout, bearer token, XSRF cookie/header, 401 → login. */
export const api = createClient({
  timeout: REQUEST_TIMEOUT_MS,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  prepare: attachToken,
  onError: handleResponseError,
});

/** The server's `message` field of a failed call, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  const data: unknown = error instanceof HttpError ? error.response?.data : undefined;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
    return data.message;
  }
  return undefined;
}

/**
 * The text to show for a failed call: the server's `message` when it sent one (requirements §8), a clear
 * text for a timeout or a lost network, otherwise the caller's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) {
    return fromServer;
  }
  if (error instanceof HttpError) {
    if (error.code === HttpError.ECONNABORTED || error.code === HttpError.ETIMEDOUT) {
      return id.errors.timeout;
    }
    if (!error.response) {
      return id.errors.network;
    }
  }
  return fallback;
}
