import { describe, expect, it } from 'vitest';
import { SQLite, sqliteDriverPackage } from './sqlite-driver';

// The crash this choice avoids (better-sqlite3 12 under Node 24) shows when the server suite runs under
// Node 24, as CI does (.ci/server-suite-on-node 24): test/cases-seed-demo.test.ts, among others, aborts.
describe('the SQLite driver', () => {
  it('is better-sqlite3 13 where Node-API 10 exists (Node 22.14 and later), 12 before', () => {
    const napi = Number(process.versions.napi);
    expect(sqliteDriverPackage).toBe(napi >= 10 ? 'better-sqlite3-v13' : 'better-sqlite3');
    const db = new SQLite(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });
});
