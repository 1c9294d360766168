import type { Db } from '../../db/database';

/** The key device cookies are signed with (decisions §9), made by migration 0025 and shared by every instance. */
export async function deviceCookieKey(db: Db): Promise<string> {
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'device_cookie_key')
    .executeTakeFirstOrThrow();
  return row.value;
}
