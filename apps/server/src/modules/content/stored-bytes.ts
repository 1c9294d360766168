import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * What a user's stored content weighs against `USER_QUOTA_MB` (decisions §7.3, §9): their files and the case
 * documents they added, the trashes' included until purged, each stored object once (a document copied from one's
 * files shares the file's object, so a file and its copies count as one).
 */
export async function storedBytesOf(executor: Kysely<Database> | Transaction<Database>, userId: number) {
  const { rows } = await sql<{ total: number | string | null }>`
    select coalesce(sum(size), 0) as total from (
      select storage_key, max(size) as size from (
        select storage_key, size from files where owner_id = ${userId}
        union all
        select storage_key, size from case_documents where uploaded_by = ${userId}
      ) held group by storage_key
    ) objects`.execute(executor);
  return Number(rows[0]?.total ?? 0);
}
