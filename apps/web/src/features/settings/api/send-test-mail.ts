import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/admin/settings/test-mail` (decisions §11): a test message to the admin's own address, sent at once. */
export async function sendTestMail(): Promise<{ sent: true }> {
  const response = await api.post<{ sent: true }>('/admin/settings/test-mail', undefined, { timeout: 30_000 });
  return response.data;
}

export const useSendTestMail = () => useMutation({ mutationFn: sendTestMail });
