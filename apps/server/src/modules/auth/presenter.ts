import type { SessionUser } from '@pidsus/shared';
import type { UserRow } from '../../db/tables';

/** The user in a login response: enough for the client's storage keys (requirements §3), nothing more. */
export function presentSessionUser(row: Pick<UserRow, 'id' | 'username' | 'email' | 'role'>): SessionUser {
  return { id: row.id, username: row.username, email: row.email, role: row.role };
}
