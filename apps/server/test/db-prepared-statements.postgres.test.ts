import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompiledQueries } from '../src/db/compiled-queries';
import { createTestApp, type TestApp } from './helpers';

/**
 * PostgreSQL only: a compiled hot statement (db/compiled-queries.ts) is prepared once per connection, by name, and
 * afterwards only bound and run (db/database.ts `nameStatement`); other queries go as before, unnamed.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('named prepared statements on PostgreSQL', () => {
  it('prepares a compiled statement once on a connection and runs it by name afterwards', async () => {
    const { db } = t.app.services;
    const compiled = createCompiledQueries(db);
    const build = (email: string) => db.selectFrom('users').select('id').where('email', '=', email);
    const prepared = await db.connection().execute(async (connection) => {
      const statements = () =>
        sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`
          .execute(connection)
          .then((result) => result.rows);
      const before = await statements();
      for (const email of ['a@kejaksaan.go.id', 'b@kejaksaan.go.id', 'c@kejaksaan.go.id']) {
        await compiled.rows('test.userByEmail', [email], build, connection);
      }
      // Not compiled: sent unnamed, as Kysely sends every other query.
      await connection.selectFrom('users').select('email').where('id', '=', 1).execute();
      const after = await statements();
      return after.filter((row) => !before.some((old) => old.name === row.name));
    });
    const text = build('x').compile().sql;
    expect(prepared.map((row) => row.statement)).toEqual([text]);
    expect(prepared[0]?.name).toMatch(/^pidsus_\d+$/);
  });
});
