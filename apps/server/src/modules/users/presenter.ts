import type { User } from '@pidsus/shared';
import type { UserRow } from '../../db/tables';

/** The only fields of a user that leave the server; the password hash cannot slip out. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    position: row.position,
    phone: row.phone,
    office: row.office,
    avatar_url: row.avatar_url,
    role: row.role,
    notify_all: Boolean(row.notify_all),
  };
}

/**
 * `presentUser` with the stored avatar path turned into a link an `<img>` can load (a signed one, see
 * modules/avatars); without `avatarUrl` (the CLI) the path is shown as is.
 */
export function createUserPresenter(avatarUrl?: (storedPath: string) => string): (row: UserRow) => User {
  return (row) => {
    const user = presentUser(row);
    return user.avatar_url && avatarUrl ? { ...user, avatar_url: avatarUrl(user.avatar_url) } : user;
  };
}
