import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

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
