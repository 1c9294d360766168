import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import { nameStatement } from './database';

/** A stand-in for the `index`th value while a query is built, found again among the compiled parameters. */
const slot = (index: number) => `\u0000slot:${index}\u0000`;

interface Prepared {
  compiled: CompiledQuery<unknown>;
  /** For each parameter of the compiled query, the index of the value that fills it, or -1 to keep it as built. */
  sources: number[];
}

/**
 * Queries of the hot paths (the login check of every request, one case, the lists' version) built and compiled
 * once, then run with each call's values. Kysely builds and compiles a query on every call: 10–25 µs each,
 * several per request, a large part of a short request's time (docs/performance.md). A query is built once with
 * a stand-in for each value (`build` gets them in the order of `values`), and every stand-in must come out as a
 * parameter of the compiled SQL, so a value can never be compiled into the text; the same shape, `name`, must
 * always be built by the same function. Both dialects: the SQL is the database's own. On PostgreSQL each is also a
 * named statement, prepared once per connection (`nameStatement`).
 */
export function createCompiledQueries<DB>(db: Kysely<DB>) {
  const prepared = new Map<string, Prepared>();

  const prepare = (name: string, arity: number, build: (...slots: never[]) => Compilable<unknown>): Prepared => {
    const slots = Array.from({ length: arity }, (_, index) => slot(index));
    const compiled = build(...(slots as never[])).compile();
    const sources = compiled.parameters.map((parameter) =>
      typeof parameter === 'string' ? slots.indexOf(parameter) : -1,
    );
    for (let index = 0; index < arity; index += 1) {
      if (!sources.includes(index)) {
        throw new Error(`compiled query ${name}: value ${index} is not a parameter of its SQL`);
      }
    }
    const entry = { compiled, sources };
    prepared.set(name, entry);
    // PostgreSQL: prepared once per connection, run by name afterwards (database.ts).
    nameStatement(db, compiled.sql);
    return entry;
  };

  return {
    /** The rows of the query `name`, built by `build` the first time, run with `values`. */
    async rows<Row, Values extends readonly unknown[]>(
      name: string,
      values: Values,
      build: (...slots: Values) => Compilable<Row>,
      executor: Kysely<DB> | Transaction<DB> = db,
    ): Promise<Row[]> {
      const { compiled, sources } =
        prepared.get(name) ??
        prepare(name, values.length, build as unknown as (...slots: never[]) => Compilable<unknown>);
      const parameters = compiled.parameters.map((parameter, index) => {
        const source = sources[index] as number;
        return source === -1 ? parameter : values[source];
      });
      const result = await executor.executeQuery<Row>({ ...compiled, parameters } as CompiledQuery<Row>);
      return result.rows;
    },
  };
}

export type CompiledQueries<DB> = ReturnType<typeof createCompiledQueries<DB>>;
