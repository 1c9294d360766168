// The faults of `npm run test:faults` (scripts/faults/run.mjs) in what is under the instances: PostgreSQL ends every
// connection, PostgreSQL out of reach, Redis drops every client, the S3 store stopped.
import { io } from 'socket.io-client';
import { STORAGE_UNAVAILABLE, UNAVAILABLE, json, redisCommand, sleep } from './common.mjs';
import { judge as judgeRecords } from './load.mjs';

/** The faults by name, on the deployment (setup.mjs), judged on the load's `records`. */
export function outageFaults(deployment, records) {
  const { adminClient, dbName, proxy, redisPort, instances, caseIds, token } = deployment;
  const judge = (from, to, options) => judgeRecords(records, from, to, options);

  /**
   * Whether a socket on instance 2 hears `cases:changed` for a case whose status is set through instance 1 (a case
   * the steady load leaves alone), i.e. whether events cross instances through Redis.
   */
  const eventCrosses = async (status) => {
    const caseId = caseIds.at(-1);
    const socket = io(`http://127.0.0.1:${instances[1].port}`, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const heard = new Promise((resolve) => {
        socket.on('cases:changed', (change) => change.id === caseId && resolve(true));
        setTimeout(() => resolve(false), 5000);
      });
      const changed = await fetch(`http://127.0.0.1:${instances[0].port}/api/cases/${caseId}/status`, {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ status }),
      });
      return changed.ok && (await heard);
    } catch {
      return false;
    } finally {
      socket.close();
    }
  };

  return {
    'pg-terminate': async () => {
      const from = Date.now();
      await sleep(2000);
      const { rowCount } = await adminClient.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      const outage = { from: Date.now(), to: Date.now() };
      await sleep(8000);
      const judged = judge(from, Date.now(), { outage });
      if (!rowCount) judged.failed.push('pg_terminate_backend ended no connection: the fault did not happen');
      return { note: `${rowCount} connections ended`, ...judged };
    },
    'pg-outage': async () => {
      const from = Date.now();
      await sleep(2000);
      const outage = { from: Date.now() };
      proxy.cut();
      await sleep(5000);
      proxy.restore();
      outage.to = Date.now();
      await sleep(8000);
      const judged = judge(from, Date.now(), { outage });
      // Nothing answers from the database while it is out of reach: no 503 at all means no outage happened.
      if (!judged.statuses[503]) judged.failed.push('no request got a 503: the outage was not seen');
      return { note: `PostgreSQL unreachable for ${((outage.to - outage.from) / 1000).toFixed(1)} s`, ...judged };
    },
    'redis-drop': async () => {
      const from = Date.now();
      // The check works: an event crosses before the fault.
      const before = await eventCrosses('Selesai');
      await sleep(2000);
      let killed = 0;
      for (const type of ['normal', 'pubsub']) {
        killed += Number.parseInt(await redisCommand(redisPort, `CLIENT KILL TYPE ${type}`), 10) || 0;
      }
      const outage = { from: Date.now(), to: Date.now() };
      await sleep(4000);
      const after = await eventCrosses('Sedang Proses');
      await sleep(2000);
      const judged = judge(from, Date.now(), { outage });
      if (!killed) judged.failed.push('redis-cli CLIENT KILL ended no client: the fault did not happen');
      if (!before) judged.failed.push('no cases:changed crossed from instance 1 to instance 2 even before the fault');
      if (!after)
        judged.failed.push('no cases:changed crossed from instance 1 to instance 2 after Redis dropped its clients');
      return {
        note: `${killed} Redis clients dropped; an event crossed instances before: ${before ? 'yes' : 'NO'}, after: ${after ? 'yes' : 'NO'}`,
        ...judged,
      };
    },
    's3-stop': async () => {
      const from = Date.now();
      await sleep(2000);
      const outage = { from: Date.now() };
      await deployment.stopS3();
      await sleep(5000);
      await deployment.restartS3();
      outage.to = Date.now();
      await sleep(8000);
      const judged = judge(from, Date.now(), {
        outage,
        storageOnly: true,
        messages: [UNAVAILABLE, STORAGE_UNAVAILABLE],
      });
      if (!judged.statuses[503]) judged.failed.push('no upload or download got a 503: the outage was not seen');
      return { note: `S3 stopped for ${((outage.to - outage.from) / 1000).toFixed(1)} s`, ...judged };
    },
  };
}
