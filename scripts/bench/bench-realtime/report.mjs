// The printed report of `npm run bench:realtime` (scripts/bench/bench-realtime.mjs): per set-up and event, the
// latency percentiles over every socket of every measured write, then CPU per write and notes on the method.
import os from 'node:os';

const percentile = (sorted, q) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];

function summarize(run, kind, which) {
  const socketCount = run.results[0]?.cases.length ?? 0;
  const fromResponse = [];
  const fromStart = [];
  let missed = 0;
  for (const result of run.results) {
    for (let i = 0; i < socketCount; i += 1) {
      if (!which(i)) {
        continue;
      }
      const at = result[kind][i];
      if (Number.isNaN(at)) {
        missed += 1;
        continue;
      }
      fromResponse.push(at - result.answered);
      fromStart.push(at - result.started);
    }
  }
  fromResponse.sort((x, y) => x - y);
  fromStart.sort((x, y) => x - y);
  const early = fromResponse.filter((ms) => ms < 0).length;
  return {
    sockets: Array.from({ length: socketCount }, (_, i) => i).filter(which).length,
    fromResponse: [0.5, 0.99, 1].map((q) => percentile(fromResponse, q)),
    fromStart: [0.5, 0.99, 1].map((q) => percentile(fromStart, q)),
    early: fromResponse.length === 0 ? 0 : early / fromResponse.length,
    missed,
  };
}

const ms = (value) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const columns = [
  ['set-up · event', 48, 'left'],
  ['sockets', 7],
  ['HTTP p50', 9],
  ['resp→recv p50', 14],
  ['p99', 7],
  ['max', 7],
  ['start→recv p50', 15],
  ['p99', 7],
  ['max', 7],
  ['before resp', 12],
  ['missed', 7],
];
const line = (cells) =>
  cells
    .map((cell, index) => {
      const [, width, align] = columns[index];
      return align === 'left' ? String(cell).padEnd(width) : String(cell).padStart(width);
    })
    .join(' ');

/** Prints the table, the CPU figures and the notes; sets a failing exit code when a socket missed an event. */
export function report(runs, { sockets: socketCount, rounds, warmUpRounds }) {
  console.log('');
  for (const run of runs.filter((r) => r.skipped)) {
    console.log(`${run.name}: SKIPPED, ${run.skipped}`);
  }
  const measured = runs.filter((r) => !r.skipped);
  if (measured.length === 0) {
    return;
  }
  console.log(
    `Real-time delivery, ${socketCount} sockets on loopback, ${rounds} writes (PUT /api/cases/:id/status, one at a time, ` +
      `${warmUpRounds} warm-up writes not counted); times in ms, over every socket of every write:`,
  );
  console.log('  resp→recv = socket received − HTTP response arrived; start→recv = socket received − request sent');
  console.log('');
  console.log(line(columns.map(([title]) => title)));
  for (const run of measured) {
    const http = run.results.map((result) => result.answered - result.started).sort((x, y) => x - y);
    const groups = [['', () => true]];
    if (run.servers.length > 1) {
      groups.push(
        ['  sockets on A (the written-to instance)', (i) => i % 2 === 0],
        ['  sockets on B (events via Redis)', (i) => i % 2 === 1],
      );
    }
    for (const kind of run.kinds) {
      for (const [suffix, which] of groups) {
        const s = summarize(run, kind, which);
        const label = suffix || `${run.name} · ${kind === 'cases' ? 'cases:changed' : 'notification'}`;
        console.log(
          line([
            label,
            s.sockets,
            suffix || kind !== run.kinds[0] ? '' : ms(percentile(http, 0.5)),
            ...s.fromResponse.map(ms),
            ...s.fromStart.map(ms),
            `${(s.early * 100).toFixed(0)}%`,
            s.missed,
          ]),
        );
        if (s.missed > 0) {
          process.exitCode = 1;
        }
      }
    }
  }
  console.log('');
  for (const run of measured) {
    const { cpu } = run;
    const perWrite = (seconds) => (seconds / rounds) * 1000;
    const serverCpu = run.servers
      .map((server, index) =>
        cpu.servers[index] === undefined ? '' : `, server ${server.label} ${ms(perWrite(cpu.servers[index]))}`,
      )
      .join('');
    const busy = run.results.map((result) => result.clientBusy).sort((x, y) => x - y);
    const { dropped, strays, duplicates } = run.counters;
    console.log(
      `${run.name}: ${run.sessions} sessions, sockets connected in ${run.connectSeconds.toFixed(1)} s; ` +
        `bench client event loop busy ${(percentile(busy, 0.5) * 100).toFixed(0)}% (median) of each write's ` +
        `delivery window${percentile(busy, 0.5) >= 0.7 ? ' (so the bench client itself is likely the bottleneck)' : ''}; ` +
        `CPU per write (ms): bench client ${ms(perWrite(cpu.client))}${serverCpu}` +
        (dropped + strays + duplicates > 0
          ? `; sockets dropped ${dropped}, events outside a write ${strays}, duplicates ${duplicates}`
          : ''),
    );
  }
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ` +
      `${os.loadavg()[0].toFixed(1)} at the end; the bench client, the servers, PostgreSQL and Redis share these cores.`,
  );
  console.log(
    'Notes: all sockets live in this one process, whose event loop decodes the events one after another: when it ' +
      "is busy for most of the delivery window, p99 and max measure the bench client's own queue more than the " +
      'server. The server sends cases:changed before it answers the write, so most arrive before the response ' +
      '(negative resp→recv, "before resp"), and notifications after it has written their rows; start→recv does ' +
      'not depend on that ordering.',
  );
}
