import { SQLite } from './sqlite-driver';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCompiledQueries } from './compiled-queries';

interface Tables {
  people: { id: number; name: string; team: string; deleted: number };
}

let db: Kysely<Tables> | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function people() {
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  await sql`create table people (id integer primary key, name text, team text, deleted integer)`.execute(db);
  await db
    .insertInto('people')
    .values([
      { id: 1, name: 'Ani', team: 'A', deleted: 0 },
      { id: 2, name: 'Budi', team: 'A', deleted: 1 },
      { id: 3, name: 'Citra', team: 'B', deleted: 0 },
    ])
    .execute();
  return db;
}

describe('createCompiledQueries', () => {
  it('builds a query once and runs it with each call’s values, keeping the values built in', async () => {
    const people$ = await people();
    const compiled = createCompiledQueries(people$);
    const build = vi.fn((team: string, after: number) =>
      people$
        .selectFrom('people')
        .select(['id', 'name'])
        .where('team', '=', team)
        .where('id', '>', after)
        // A value written into the query, not one of the call's: stays as built.
        .where('deleted', '=', 0)
        .orderBy('id'),
    );
    expect(await compiled.rows('people.ofTeam', ['A', 0], build)).toEqual([{ id: 1, name: 'Ani' }]);
    expect(await compiled.rows('people.ofTeam', ['B', 0], build)).toEqual([{ id: 3, name: 'Citra' }]);
    expect(await compiled.rows('people.ofTeam', ['A', 1], build)).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('runs in a transaction when given one', async () => {
    const people$ = await people();
    const compiled = createCompiledQueries(people$);
    const names = await people$.transaction().execute(async (trx) => {
      await trx.updateTable('people').set({ name: 'Ani S.' }).where('id', '=', 1).execute();
      return compiled.rows(
        'people.name',
        [1],
        (id) => people$.selectFrom('people').select('name').where('id', '=', id),
        trx,
      );
    });
    expect(names).toEqual([{ name: 'Ani S.' }]);
  });

  it('refuses a query whose value would be written into its SQL instead of passed as a parameter', async () => {
    const people$ = await people();
    const compiled = createCompiledQueries(people$);
    await expect(
      compiled.rows('people.unsafe', ['A'], (team) =>
        people$.selectFrom('people').select('id').where('team', '=', sql.lit(team)),
      ),
    ).rejects.toThrow(/value 0 is not a parameter/);
  });
});
