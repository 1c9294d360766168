// The end of `npm run test:faults` (scripts/faults/run.mjs): whether anything was half-stored, the summary table,
// and the figures with every request of the load as JSON.
import fs from 'node:fs';
import os from 'node:os';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pg from 'pg';

/** How long after a fault's end every request was 2xx again, as printed. */
export const recovery = (result) =>
  result.recoveryMs === null ? '—' : result.recovered ? `${(result.recoveryMs / 1000).toFixed(1)} s` : 'not recovered';

/** Nothing half-stored: every row has its object and every object its row. Prints and answers both lists. */
export async function storedContent({ databaseUrl, dbName, s3Client, bucket }) {
  const directUrl = new URL(databaseUrl);
  directUrl.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: directUrl.toString() });
  await db.connect();
  // A stored object belongs to a file of the file manager or to a case document (which may share a file's object).
  const rows = (await db.query('select storage_key from files union select storage_key from case_documents')).rows.map(
    (row) => row.storage_key,
  );
  await db.end();
  const objects = [];
  const sizes = new Map();
  let continuation;
  do {
    const page = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuation }));
    objects.push(...(page.Contents ?? []).map((object) => object.Key.replace(/^files\//, '')));
    for (const object of page.Contents ?? []) sizes.set(object.Key.replace(/^files\//, ''), object.Size);
    continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuation);
  const rowsWithout = rows.filter((key) => !objects.includes(key));
  const objectsWithout = objects.filter((key) => !rows.includes(key));
  console.log(
    `stored content: ${rows.length} rows, ${objects.length} objects; rows without object ${rowsWithout.length}, objects without row ${objectsWithout.length}`,
  );
  for (const key of [...rowsWithout, ...objectsWithout])
    console.log(`  unmatched: ${key} (${sizes.get(key) ?? '-'} bytes)`);
  return { rows, objects, rowsWithout, objectsWithout };
}

/** The summary: one row per fault, and the verdict. */
export function printSummary(results, exitCode, rate) {
  const table = [
    ['fault', 'goal', 'alive', 'crashed', 'requests', 'failed', 'statuses', '2xx again'],
    ...results.map((entry) => [
      entry.fault,
      entry.goal,
      `${entry.alive}/2`,
      String(entry.crashes),
      String(entry.sent),
      String(entry.failedRequests),
      Object.entries(entry.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      recovery(entry),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  console.log('');
  for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  console.log('');
  console.log(
    `test:faults — ${os.cpus().length} cores, Node ${process.version}, ${rate} requests/s through nginx: ${exitCode === 0 ? 'all goals met' : 'GOALS MISSED'}`,
  );
}

/** The figures, and every request of the steady load (`records`), into `jsonOut`. */
export function writeJson(jsonOut, { rate, exitCode, results, stored, records }) {
  const { rows, objects, rowsWithout, objectsWithout } = stored;
  fs.writeFileSync(
    jsonOut,
    JSON.stringify(
      {
        machine: { cores: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
        rate,
        passed: exitCode === 0,
        results,
        rows: rows.length,
        objects: objects.length,
        rowsWithout,
        objectsWithout,
        // Every request of the steady load: when it was sent, what, as whom, and what came back.
        requests: records.map(({ at, kind, user, line, status, type, json, error, ms }) => ({
          at: new Date(at).toISOString(),
          kind,
          user,
          line,
          status,
          type,
          message: json?.message,
          error,
          ms: Math.round(ms),
        })),
      },
      null,
      2,
    ),
  );
}
