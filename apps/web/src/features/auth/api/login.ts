import { useMutation } from '@tanstack/react-query';
import { twoFactorMessages } from '@pidsus/shared/constants';
import type { LoginRequest, LoginResponse } from '@pidsus/shared';
import { HttpError } from '../../../lib/http';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session/session';

export async function login(input: LoginRequest): Promise<LoginResponse> {
  const response = await api.post<LoginResponse>('/auth/login', input);
  return response.data;
}

/** Logs in and stores the session (requirements §3 keys) before the caller navigates. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (data) => saveSession(data),
  });

/** The server asks for the second step (decisions §9): a 401 with `two_factor_required`. */
export function twoFactorRequired(error: unknown): boolean {
  const data: unknown = error instanceof HttpError ? error.response?.data : undefined;
  return (
    typeof data === 'object' && data !== null && 'two_factor_required' in data && data.two_factor_required === true
  );
}

/** The answer that only asks for the code (no code was sent yet): not an error to show, the code field says it. */
export function isFirstCodeRequest(error: unknown): boolean {
  const data: unknown = error instanceof HttpError ? error.response?.data : undefined;
  return (
    twoFactorRequired(error) &&
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    data.message === twoFactorMessages.codeRequired
  );
}

/** What a refused login tells beyond its message (decisions §9): tries left before a wait, or the wait's length. */
export interface LoginRefusalDetails {
  /** Failures left before the account waits; only after a 401 that says so. */
  triesLeft?: number;
  /** Seconds to wait before the next try; only after a 429. */
  retryAfter?: number;
}

export function loginRefusal(error: unknown): LoginRefusalDetails {
  if (!(error instanceof HttpError) || !error.response) {
    return {};
  }
  const data: unknown = error.response.data;
  const field = (name: string): number | undefined => {
    const value: unknown =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  };
  if (error.response.status === 429) {
    const header = Number(error.response.headers['retry-after']);
    return { retryAfter: field('retry_after') ?? (Number.isFinite(header) ? header : undefined) };
  }
  return error.response.status === 401 ? { triesLeft: field('tries_left') } : {};
}
