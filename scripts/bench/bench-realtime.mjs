// `npm run bench:realtime [-- --sockets 1000] [-- --rounds 20] [-- --only one|two]`: starts real servers (their
// own processes, temporary DATA_DIRs), connects 1,000 logged-in sockets on loopback (socket.io-client, websocket
// transport, `auth: { token }`), then changes a case's status `rounds` times, one write at a time, and measures
// when each socket receives `cases:changed` (and `notification`, when the server sends them): from the moment
// the HTTP response arrived, and from the moment the request started. Two set-ups: one instance on SQLite;
// two instances on one PostgreSQL (a schema of their own) and one Redis (keys under a prefix of their own),
// sockets split half-and-half, writes sent to the first. DATABASE_URL and REDIS_URL, when set, say where those
// are (default: postgres://postgres@127.0.0.1:5432/test and redis://127.0.0.1:6379); when either cannot be
// reached the two-instance part is skipped with the reason. Servers, schema, keys and folders are removed on
// exit, also after an error or Ctrl-C.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import {
  atCleanUp,
  cleanUp,
  cleanUpOnSignals,
  cpuSecondsOf,
  deleteRedisKeys,
  describe,
  freshSchema,
  serverDeath,
  sleep,
  startServer,
  unreachable,
} from './bench-realtime/infra.mjs';
import { report } from './bench-realtime/report.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
};
const socketCount = Number(option('sockets', 1000));
const rounds = Number(option('rounds', 20));
const staffCount = Number(option('users', 10));
const loginsPerUser = Number(option('logins', 10));
const only = option('only', 'both');
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const WARM_UP_ROUNDS = 3;
const ROUND_TIMEOUT_MS = 15_000;
const CONNECT_BATCH = 50;
// The case's status cycles through these (CASE_STATUSES of packages/shared, starting after the default).
const STATUSES = ['Sedang Proses', 'Selesai', 'Menunggu'];
const admin = { email: 'admin@bench.local', password: 'bench-admin-rahasia' };
const staffPassword = 'bench-pegawai-rahasia';

if (![socketCount, rounds, staffCount, loginsPerUser].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('--sockets, --rounds, --users and --logins take positive whole numbers');
}
if (!['both', 'one', 'two'].includes(only)) {
  throw new Error('--only takes one or two');
}
cleanUpOnSignals();
const serverEnv = {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  // Successful logins give their points back, so this is only a safety margin for the bench's ~100 logins.
  LOGIN_MAX_ATTEMPTS: '10000',
};

// ---------------------------------------------------------------- API
async function api(base, token, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  }
  return text ? JSON.parse(text) : undefined;
}

const login = async (base, email, password) =>
  (await api(base, null, 'POST', '/api/auth/login', { email, password })).token;

/** Runs `task` over `items` with at most `limit` at a time (logins hash passwords: keep the server responsive). */
async function inPool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------- measuring
/**
 * The measured write. node:http, not fetch: its 'response' event runs in the same turn as the socket read
 * that completed the headers, where fetch resolves a few promise hops later, after other sockets' reads.
 */
function timedPut(agent, url, token, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        method: 'PUT',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const answered = performance.now();
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (part) => (text += part));
        response.on('end', () => resolve({ started, answered, status: response.statusCode, text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Staff accounts are logged in several times each, and every session is shared by several sockets (like
 * tabs of one browser). The writer is one more staff account without sockets, so that every socket's user
 * is notified of its changes (never the actor): each of them hears of every case (`notify_all`, decisions §7.1).
 */
async function prepare(a) {
  const adminToken = await login(a.base, admin.email, admin.password);
  const createStaff = (username, email) =>
    api(a.base, adminToken, 'POST', '/api/users', { username, email, password: staffPassword, role: 'user' });
  const staff = [];
  for (let u = 1; u <= staffCount; u += 1) {
    staff.push(await createStaff(`Pegawai Uji ${u}`, `pegawai${u}@bench.local`));
  }
  const writer = await createStaff('Penulis Uji', 'penulis@bench.local');
  const writerToken = await login(a.base, writer.email, staffPassword);
  const sessions = staff.flatMap((user) => Array.from({ length: loginsPerUser }, () => user));
  const tokens = await inPool(sessions, 4, (user) => login(a.base, user.email, staffPassword));
  for (const user of staff) {
    const token = tokens[sessions.indexOf(user)];
    await api(a.base, token, 'PUT', '/api/profile', { username: user.username, email: user.email, notify_all: true });
  }
  const created = await api(a.base, writerToken, 'POST', '/api/cases', {
    title: 'Perkara Uji Beban Waktu Nyata',
    // Not today: a case of today would let the 07:00 reminder (checked every minute) send a notification of
    // its own in the middle of the measurement.
    date: '2030-01-15',
    time: '09:00',
    type: 'penyidikan',
  });
  const notifications = await fetch(`${a.base}/api/notifications?limit=1`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  await notifications.arrayBuffer();
  return { writerToken, tokens, caseId: created.id, withNotifications: notifications.status === 200 };
}

/** Connects the sockets, `servers[i % servers.length]` for socket i, CONNECT_BATCH handshakes at a time. */
async function connectSockets(servers, tokens, onEvent, counters) {
  const sockets = [];
  atCleanUp(() => {
    for (const socket of sockets) {
      socket.disconnect();
    }
  });
  for (let start = 0; start < socketCount; start += CONNECT_BATCH) {
    const batch = [];
    for (let i = start; i < Math.min(start + CONNECT_BATCH, socketCount); i += 1) {
      const socket = io(servers[i % servers.length].base, {
        transports: ['websocket'],
        auth: { token: tokens[i % tokens.length] },
        reconnection: false,
        forceNew: true,
        timeout: 20_000,
      });
      sockets.push(socket);
      socket.on('cases:changed', () => onEvent(i, 'cases'));
      socket.on('notification', (notification) => onEvent(i, 'notification', notification));
      batch.push(
        new Promise((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', (error) => reject(new Error(`socket ${i}: ${describe(error)}`)));
        }),
      );
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') {
          counters.dropped += 1;
        }
      });
    }
    await Promise.all(batch);
  }
  return sockets;
}

async function measure(name, servers) {
  const [a] = servers;
  const { writerToken, tokens, caseId, withNotifications } = await prepare(a);
  const kinds = withNotifications ? ['cases', 'notification'] : ['cases'];
  const counters = { dropped: 0, strays: 0, duplicates: 0 };
  let round = null;
  const onEvent = (i, kind, notification) => {
    const at = performance.now();
    const times = round?.[kind];
    if (!times || (notification && notification.link !== `/case/${caseId}`)) {
      counters.strays += 1;
      return;
    }
    if (!Number.isNaN(times[i])) {
      counters.duplicates += 1;
      return;
    }
    times[i] = at;
    round.pending -= 1;
    if (round.pending === 0) {
      round.done();
    }
  };
  const connectStarted = performance.now();
  await connectSockets(servers, tokens, onEvent, counters);
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await sleep(500);

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  atCleanUp(() => agent.destroy());
  const write = async (r) => {
    round = { pending: socketCount * kinds.length };
    for (const kind of kinds) {
      round[kind] = new Float64Array(socketCount).fill(Number.NaN);
    }
    const allIn = new Promise((resolve) => (round.done = resolve));
    const loopBefore = performance.eventLoopUtilization();
    const { started, answered, status, text } = await timedPut(
      agent,
      `${a.base}/api/cases/${caseId}/status`,
      writerToken,
      { status: STATUSES[r % STATUSES.length] },
    );
    if (status !== 200) {
      throw new Error(`PUT /api/cases/${caseId}/status answered ${status}: ${text}`);
    }
    let timer;
    const outcome = await Promise.race([
      allIn,
      serverDeath,
      new Promise((resolve) => (timer = setTimeout(resolve, ROUND_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (outcome instanceof Error) {
      throw outcome;
    }
    // How busy this process's event loop was from the request to the last event: near 100 % means the
    // sockets waited for the bench client itself, not for the server.
    const clientBusy = performance.eventLoopUtilization(loopBefore).utilization;
    const result = { ...round, started, answered, clientBusy };
    round = null;
    return result;
  };

  for (let r = 0; r < WARM_UP_ROUNDS; r += 1) {
    await write(r);
    await sleep(50);
  }
  const cpuBefore = { client: process.cpuUsage(), servers: servers.map((server) => cpuSecondsOf(server.pid)) };
  const wallStarted = performance.now();
  const results = [];
  for (let r = WARM_UP_ROUNDS; r < WARM_UP_ROUNDS + rounds; r += 1) {
    results.push(await write(r));
    await sleep(50);
  }
  const wallSeconds = (performance.now() - wallStarted) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore.client);
  const cpu = {
    wallSeconds,
    client: (clientCpu.user + clientCpu.system) / 1e6,
    servers: servers.map((server, index) => {
      const after = cpuSecondsOf(server.pid);
      return after === undefined ? undefined : after - cpuBefore.servers[index];
    }),
  };
  return { name, servers, kinds, results, counters, cpu, connectSeconds, sessions: tokens.length };
}

// ---------------------------------------------------------------- main
const runs = [];
try {
  if (only !== 'two') {
    console.log('1 instance, SQLite: starting…');
    const server = await startServer('A', serverEnv, `bench-realtime:${randomUUID()}:`);
    runs.push(await measure('1 instance, SQLite', [server]));
    await cleanUp();
  }
  if (only !== 'one') {
    const name = '2 instances, PostgreSQL + Redis';
    const reason = await unreachable(databaseUrl, redisUrl);
    if (reason) {
      runs.push({ name, skipped: `cannot reach ${reason}` });
    } else {
      console.log(`${name}: starting…`);
      const schemaUrl = await freshSchema(databaseUrl);
      const redisPrefix = `bench-realtime:${randomUUID()}:`;
      atCleanUp(() => deleteRedisKeys(redisUrl, redisPrefix));
      const env = { ...serverEnv, DATABASE_URL: schemaUrl, REDIS_URL: redisUrl };
      // One after the other: the second finds the schema migrated and the admin present.
      const a = await startServer('A', env, redisPrefix);
      const b = await startServer('B', env, redisPrefix);
      runs.push(await measure(name, [a, b]));
      await cleanUp();
    }
  }
  report(runs, { sockets: socketCount, rounds, warmUpRounds: WARM_UP_ROUNDS });
} catch (error) {
  console.error(`bench:realtime failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(process.exitCode ?? 0);
