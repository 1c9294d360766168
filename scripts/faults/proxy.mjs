// The faults of `npm run test:faults` (scripts/faults/run.mjs) at the instances behind nginx: a rolling restart, and
// bodies over nginx's limit followed by ordinary requests.
import { json, sleep, through } from './common.mjs';
import { judge as judgeRecords } from './load.mjs';

/** The faults by name, on the deployment (setup.mjs), judged on the load's `records`. */
export function proxyFaults(deployment, records) {
  const { instances, startInstance, nginx, token } = deployment;
  const judge = (from, to, options) => judgeRecords(records, from, to, options);

  return {
    rolling: async () => {
      const from = Date.now();
      await sleep(2000);
      const exits = [];
      for (const instance of instances) {
        instance.expectedExit = true;
        const exited = new Promise((resolve) => instance.child.once('exit', (code) => resolve(code)));
        instance.child.kill('SIGTERM');
        exits.push(await exited);
        await startInstance(instance);
        await sleep(1000);
      }
      await sleep(3000);
      const judged = judge(from, Date.now());
      if (exits.some((code) => code !== 0))
        judged.failed.push(`instances exited with ${exits.join(', ')} (0 expected)`);
      return { note: `exit codes ${exits.join(', ')}`, ...judged };
    },
    oversized: async () => {
      const from = Date.now();
      const big = ' '.repeat(3 * 1024 * 1024);
      const refused = await Promise.all(
        Array.from({ length: 20 }, () => through(nginx, 'POST', '/api/cases', { token, headers: json, body: big })),
      );
      const ordinary = await Promise.all(
        Array.from({ length: 50 }, () => through(nginx, 'GET', '/api/cases?limit=5', { token })),
      );
      await sleep(2000);
      const judged = judge(from, Date.now());
      const wrong = refused.filter((answer) => answer.status !== 413 || !answer.type.startsWith('application/json'));
      const failedOrdinary = ordinary.filter((answer) => answer.status !== 200);
      judged.sent += refused.length + ordinary.length;
      judged.failedRequests += wrong.length + failedOrdinary.length;
      if (wrong.length)
        judged.failed.push(
          `${wrong.length} of 20 oversized bodies not a JSON 413 (${wrong.map((a) => a.status || a.error).join(',')})`,
        );
      if (failedOrdinary.length)
        judged.failed.push(`${failedOrdinary.length} of 50 ordinary requests after them failed`);
      return {
        note: `oversized: ${20 - wrong.length}/20 JSON 413; after them ${50 - failedOrdinary.length}/50 ordinary 200`,
        ...judged,
      };
    },
  };
}
