// `npm run bench:queries`: the login check's query as Kysely builds it on every call, and compiled once
// (db/compiled-queries.ts), side by side in alternating rounds on an in-memory SQLite with 1,000 sessions and
// the app's statement cache. Prints µs per lookup for each round after a warm-up round.
import { SQLite } from './sqlite-driver';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { createCompiledQueries } from './compiled-queries';
import { withStatementCache } from './database';
import type { Database as Tables } from './tables';

const db = new Kysely<Tables>({
  dialect: new SqliteDialect({ database: withStatementCache(new SQLite(':memory:')) }),
});
await sql`create table users (id integer primary key, username text, email text, role text, deleted_at text)`.execute(
  db,
);
await sql`create table sessions (id integer primary key, user_id integer, token_hash text unique, expires_at text, last_used_at text)`.execute(
  db,
);
await sql`insert into users values (1, 'Budi', 'budi@pidsus.local', 'user', null)`.execute(db);
for (let i = 0; i < 1000; i += 1) {
  await sql`insert into sessions (user_id, token_hash, expires_at, last_used_at) values (1, ${`hash-${i}`}, '2099-01-01', '2098-01-01')`.execute(
    db,
  );
}

/** The query of sessions-repository.ts's findActiveByTokenHash. */
const build = (tokenHash: string, now: string, idleCutoff: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_used_at',
      'users.id',
      'users.username',
      'users.email',
      'users.role',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_used_at', '>', idleCutoff)
    .where('users.deleted_at', 'is', null);

const compiled = createCompiledQueries(db);
const ways = {
  'built on every call': (i: number) => build(`hash-${i % 1000}`, '2026-11-25', '2026-11-24').executeTakeFirst(),
  'compiled once': async (i: number) =>
    (await compiled.rows('bench.session', [`hash-${i % 1000}`, '2026-11-25', '2026-11-24'], build))[0],
};
const calls = 30_000;
const results: Record<string, string[]> = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < 4; round += 1) {
  for (const [name, lookup] of Object.entries(ways)) {
    const started = performance.now();
    for (let i = 0; i < calls; i += 1) {
      if (!(await lookup(i))) {
        throw new Error('the session was not found');
      }
    }
    if (round > 0) {
      results[name]?.push(`${(((performance.now() - started) * 1000) / calls).toFixed(1)} µs`);
    }
  }
}
console.table(results);
await db.destroy();
