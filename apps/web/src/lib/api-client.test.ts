import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@pidsus/shared';
import {
  api,
  attachToken,
  errorMessage,
  handleResponseError,
  serverMessage,
  setPasswordChangeRequiredHandler,
  setTwoFactorRequiredHandler,
  setUnauthorizedHandler,
  withApiPrefix,
} from './api-client';
import { HttpError, type RequestConfig } from './http';

const config = (url: string): RequestConfig => ({ method: 'GET', url, headers: {} });
const httpError = (status: number, url: string, data: unknown = {}) =>
  new HttpError('fail', 'ERR_BAD_REQUEST', config(url), undefined, {
    status,
    data,
    headers: {},
  });

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('api client (requirements §7)', () => {
  it('adds the /api prefix when it is missing', () => {
    expect(withApiPrefix('/cases')).toBe('/api/cases');
    expect(withApiPrefix('auth/logout')).toBe('/api/auth/logout');
    expect(withApiPrefix('/api/profile')).toBe('/api/profile');
    expect(withApiPrefix('/apiary')).toBe('/api/apiary');
    expect(withApiPrefix('https://example.test/x')).toBe('https://example.test/x');
  });

  it('has a 5 s timeout and the XSRF cookie/header names', () => {
    expect(api.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(api.defaults.timeout).toBe(5000);
    expect(api.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(api.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('sends the stored bearer token, and none when there is none', () => {
    expect(attachToken(config('/profile')).headers.Authorization).toBeUndefined();
    sessionStorage.setItem('token', 'abc');
    const sent = attachToken(config('/profile'));
    expect(sent.headers.Authorization).toBe('Bearer abc');
    expect(sent.url).toBe('/api/profile');
  });

  it('calls the unauthorized handler on a 401, but not for a failed login', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(handleResponseError(httpError(401, '/api/auth/login'))).rejects.toBeInstanceOf(HttpError);
    expect(handler).not.toHaveBeenCalled();
    await expect(handleResponseError(httpError(401, '/api/profile'))).rejects.toBeInstanceOf(HttpError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("sends the gate's 403s to their screens: the forced password change and the 2FA set-up (decisions §9)", async () => {
    const change = vi.fn();
    const twoFactor = vi.fn();
    setPasswordChangeRequiredHandler(change);
    setTwoFactorRequiredHandler(twoFactor);
    const gate = (message: string) => handleResponseError(httpError(403, '/api/cases', { message }));
    await expect(gate('Ganti kata sandi Anda terlebih dahulu')).rejects.toBeInstanceOf(HttpError);
    expect(change).toHaveBeenCalledTimes(1);
    expect(twoFactor).not.toHaveBeenCalled();
    await expect(gate('Aktifkan verifikasi dua langkah terlebih dahulu')).rejects.toBeInstanceOf(HttpError);
    expect(twoFactor).toHaveBeenCalledTimes(1);
    await expect(gate('Anda tidak memiliki akses ke halaman ini')).rejects.toBeInstanceOf(HttpError);
    expect(change).toHaveBeenCalledTimes(1);
    expect(twoFactor).toHaveBeenCalledTimes(1);
    setPasswordChangeRequiredHandler(() => undefined);
    setTwoFactorRequiredHandler(() => undefined);
  });

  it('only logs 403, 404 and 500', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const status of [403, 404, 500]) {
      await expect(handleResponseError(httpError(status, '/api/users'))).rejects.toBeInstanceOf(HttpError);
    }
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('applies these rules to every call made with the shared instance', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    sessionStorage.setItem('token', 'xyz');
    const seen: RequestConfig[] = [];
    api.defaults.transport = (sent) => {
      seen.push(sent);
      return sent.url === '/api/profile'
        ? Promise.resolve({ data: { ok: true }, status: 200, headers: {} })
        : Promise.reject(httpError(401, sent.url));
    };
    try {
      const ok = await api.get('/profile');
      expect(ok.data).toEqual({ ok: true });
      expect(seen[0]?.url).toBe('/api/profile');
      expect(seen[0]?.headers.Authorization).toBe('Bearer xyz');
      await expect(api.get('/users')).rejects.toBeInstanceOf(HttpError);
    } finally {
      delete api.defaults.transport;
    }
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("uses the server's message, else the caller's fallback", () => {
    expect(errorMessage(httpError(400, '/x', { message: 'Judul harus diisi' }), 'Gagal')).toBe('Judul harus diisi');
    expect(errorMessage(httpError(500, '/x', '<html>'), 'Gagal melakukan login')).toBe('Gagal melakukan login');
    expect(errorMessage(new Error('boom'), 'Gagal')).toBe('Gagal');
  });

  it("gives only the server's own message to screens that must show nothing else", () => {
    expect(serverMessage(httpError(429, '/x', { message: 'Terlalu banyak percobaan login.' }))).toBe(
      'Terlalu banyak percobaan login.',
    );
    expect(serverMessage(new HttpError('n', HttpError.ERR_NETWORK, config('/x')))).toBeUndefined();
    expect(serverMessage(httpError(500, '/x', { message: '' }))).toBeUndefined();
  });

  it('explains a timeout and a lost network in Indonesian', () => {
    expect(errorMessage(new HttpError('t', HttpError.ECONNABORTED, config('/x')), 'Gagal')).toMatch(/tidak merespons/);
    expect(errorMessage(new HttpError('n', HttpError.ERR_NETWORK, config('/x')), 'Gagal')).toMatch(
      /Tidak dapat terhubung/,
    );
  });
});
