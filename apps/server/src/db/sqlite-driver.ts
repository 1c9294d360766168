import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 for the Node that runs us: no single major works on every supported line (docs/deployment.md, Node
 * versions). 12 aborts the process on Node 24 (`Assertion failed: (env) != nullptr` in
 * RemoveEnvironmentCleanupHook, when the garbage collector frees a statement: Node 24's ObjectWrap changed
 * under it; upstream's fix is 13). 13 is built on Node-API 10, which Node 20 never got (it crashes in
 * `new Database()`), from Node 22.14 on. So 13 (installed as `better-sqlite3-v13`, its N-API binaries ship
 * in the package: nothing to compile) where Node-API 10 exists, otherwise 12. The API we use is the same;
 * import the driver from here, never from 'better-sqlite3' itself (its types still come from there).
 */
export const sqliteDriverPackage = Number(process.versions.napi) >= 10 ? 'better-sqlite3-v13' : 'better-sqlite3';

const require = createRequire(import.meta.url);
export const SQLite = require(sqliteDriverPackage) as typeof BetterSqlite3;
