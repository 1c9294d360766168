// The steady load of `npm run test:faults` (scripts/faults/run.mjs) and how a fault's window of it is judged.
import { RECOVERY_GOAL_MS, UNAVAILABLE, json, multipart, sleep, through } from './common.mjs';

/**
 * Starts the load through the deployment's nginx; answers the records of its requests (filled as they are
 * answered) and `stop`, which ends the load and waits for the requests still out.
 */
export function startLoad({ nginx, tokens, caseIds, firstFiles, newCase }, rate) {
  // The steady load: a fixed schedule of `rate` requests per second, whatever the answers take; request i is
  // kind i mod 7 sent as user i mod 3, so every user sends every kind.
  const mix = [
    ['list', (user) => through(nginx, 'GET', '/api/cases?type=penyidikan&limit=20', { token: tokens[user] })],
    [
      'case',
      (user) =>
        through(nginx, 'GET', `/api/cases/${caseIds[Math.floor(Math.random() * caseIds.length)]}`, {
          token: tokens[user],
        }),
    ],
    ['schedule', (user) => through(nginx, 'GET', '/api/schedule', { token: tokens[user] })],
    [
      'create',
      (user) =>
        through(nginx, 'POST', '/api/cases', {
          token: tokens[user],
          headers: json,
          body: newCase(Math.floor(Math.random() * 1000)),
        }),
    ],
    [
      'status',
      (user) =>
        through(nginx, 'PUT', `/api/cases/${caseIds[user]}/status`, {
          token: tokens[user],
          headers: json,
          body: JSON.stringify({ status: ['Menunggu', 'Sedang Proses', 'Selesai'][Math.floor(Math.random() * 3)] }),
        }),
    ],
    [
      'upload',
      (user) => {
        const upload = multipart(`berkas-${Math.random().toString(16).slice(2)}.txt`, 'isi berkas uji');
        return through(nginx, 'POST', '/api/files/upload', {
          token: tokens[user],
          headers: { 'content-type': upload.type },
          body: upload.body,
        });
      },
    ],
    [
      'download',
      // The file's metadata, then its content through the signed link: one record, the first failure or the content.
      async (user) => {
        const file = await through(nginx, 'GET', `/api/files/files/${firstFiles[user].id}`, { token: tokens[user] });
        return file.status === 200 ? through(nginx, 'GET', file.json.file.url) : file;
      },
    ],
  ];
  const records = [];
  let loadRunning = true;
  const loadDone = (async () => {
    const started = performance.now();
    let sent = 0;
    const pending = new Set();
    while (loadRunning) {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      for (; sent < due; sent += 1) {
        const [kind, run] = mix[sent % mix.length];
        const user = sent % tokens.length;
        const at = Date.now();
        const request = run(user).then((answer) => records.push({ at, kind, user, ...answer }));
        pending.add(request);
        request.finally(() => pending.delete(request));
      }
      await sleep(5);
    }
    await Promise.all(pending);
  })();
  return {
    records,
    async stop() {
      loadRunning = false;
      await loadDone;
    },
  };
}

/** Judges the load's requests (`records`) sent in [from, to): allowed 503s only inside `outage` (+ the recovery goal). */
export function judge(records, from, to, { outage, storageOnly = false, messages = [UNAVAILABLE] } = {}) {
  const window = records.filter((record) => record.at >= from && record.at < to);
  const statuses = {};
  const failed = [];
  let lastBad = undefined;
  for (const record of window) {
    statuses[record.status] = (statuses[record.status] ?? 0) + 1;
    const ok = record.status >= 200 && record.status < 300;
    if (ok) continue;
    lastBad = Math.max(lastBad ?? 0, record.at);
    const jsonMessage = record.type.startsWith('application/json') ? record.json?.message : undefined;
    const allowed503 =
      outage &&
      record.status === 503 &&
      // Sent before the fault but still running when it struck counts as during it.
      record.at + record.ms >= outage.from &&
      record.at < outage.to + RECOVERY_GOAL_MS &&
      messages.includes(jsonMessage) &&
      record.retryAfter !== undefined &&
      (!storageOnly || record.kind === 'upload' || record.kind === 'download');
    if (!allowed503) {
      failed.push(
        `${record.kind} ${record.status || record.error} ${record.type || 'no type'}${record.retryAfter === undefined ? '' : ` Retry-After ${record.retryAfter}`} ${jsonMessage ?? (record.text ?? '').replace(/\s+/g, ' ').slice(0, 60)}`,
      );
    }
  }
  // From the fault's end until every request sent is 2xx again: the last one sent that was not. Not recovered at
  // all when failures went on into the last 2 s of the window.
  const recovered = lastBad === undefined || lastBad < to - 2000;
  const recoveryMs = !outage ? null : lastBad === undefined ? 0 : Math.max(0, lastBad - outage.to);
  const failedRequests = failed.length;
  if (outage && !recovered) failed.push(`not 2xx again within ${((to - outage.to) / 1000).toFixed(0)} s`);
  return { sent: window.length, failedRequests, failed, statuses, recoveryMs, recovered };
}
