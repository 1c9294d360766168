import { randomUUID } from 'node:crypto';
import { apiToken, baseURL } from './fixtures';

export interface CreatedAccount {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A staff account made through the admin API, for tests that need a user of their own. */
export async function createAccountViaApi(): Promise<CreatedAccount> {
  const tag = randomUUID().slice(0, 8);
  const account = { username: `Akun ${tag}`, email: `akun${tag}@pidsus.test`, password: 'sandi-akun-123' };
  const response = await fetch(`${baseURL()}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken('admin')}` },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) {
    throw new Error(`creating an account failed: ${response.status} ${await response.text()}`);
  }
  const { id } = (await response.json()) as { id: number };
  return { id, ...account };
}

export async function deleteUserViaApi(userId: number): Promise<void> {
  const response = await fetch(`${baseURL()}/api/users/${userId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await apiToken('admin')}` },
  });
  if (!response.ok) {
    throw new Error(`deleting a user failed: ${response.status} ${await response.text()}`);
  }
}
