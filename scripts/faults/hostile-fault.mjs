// The `hostile` fault of `npm run test:faults` (scripts/faults/run.mjs): the requests of hostile.mjs through nginx,
// none of which may get a 5xx or an /api error that is not JSON with a message.
import { hostile, through } from './common.mjs';
import { generated as hostileRequest, targeted as hostileTargeted, RAW, raw } from './hostile.mjs';
import { judge as judgeRecords } from './load.mjs';

/** The fault, on the deployment (setup.mjs), judged on the load's `records`. */
export function hostileFault(deployment, records) {
  const { nginx, login } = deployment;
  const judge = (from, to, options) => judgeRecords(records, from, to, options);

  return async () => {
    const from = Date.now();
    const document = await through(nginx, 'GET', '/api/docs/json');
    const paths = Object.keys(document.json?.paths ?? {});
    if (!paths.length) throw new Error(`no OpenAPI document at /api/docs/json: ${document.status}`);
    const hostileToken = await login(hostile);
    const answers = [];
    const total = 2000;
    for (let i = 0; i < total; i += 20) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, () => {
            const request = hostileRequest(paths, hostileToken);
            return through(nginx, request.method, request.route, request).then((answer) => ({
              ...request,
              ...answer,
            }));
          }),
        )),
      );
    }
    // The targeted ones, each five times.
    for (let round = 0; round < 5; round += 1) {
      answers.push(
        ...(await Promise.all(
          hostileTargeted(hostileToken).map((request) =>
            through(nginx, request.method, request.route, request).then((answer) => ({ ...request, ...answer })),
          ),
        )),
      );
    }
    // The raw ones, each five times, all at once.
    const rawAnswers = [];
    for (let round = 0; round < 5; round += 1) {
      rawAnswers.push(
        ...(await Promise.all(
          RAW.map(([label, bytes]) =>
            raw(nginx, bytes).then((answer) => ({ method: 'RAW', route: '/api', label, ...answer })),
          ),
        )),
      );
    }
    answers.push(...rawAnswers);
    const fiveXX = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
    const notJson = answers.filter(
      (answer) =>
        answer.status >= 400 &&
        answer.method !== 'HEAD' && // a HEAD answer has no body
        answer.route.startsWith('/api') &&
        !(answer.type.startsWith('application/json') && typeof answer.json?.message === 'string'),
    );
    const judged = judge(from, Date.now());
    const shorten = (text, length) => (text.length > length ? `${text.slice(0, length)}…(${text.length})` : text);
    // What was sent and what came back, enough to send it again by hand.
    const describe = (a) =>
      a.label
        ? `${a.status || a.error} to raw "${a.label}": ${a.type || 'no type'} ${shorten(a.json?.message ?? a.text?.replace(/\s+/g, ' ') ?? '', 60)}`
        : `${a.status || a.error} to ${a.method} ${shorten(a.route, 60)} (body ${a.body === undefined ? 'none' : `${Buffer.byteLength(a.body)} B`}, ` +
          `headers ${Object.entries(a.headers ?? {}).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)} B, ` +
          `token ${a.token ? a.token.length : 'none'}): ${a.type || 'no type'} ${shorten(a.json?.message ?? a.text?.replace(/\s+/g, ' ') ?? '', 60)}`;
    const wrong = [...new Set([...fiveXX, ...notJson])];
    judged.sent += answers.length;
    judged.failedRequests += wrong.length;
    // Each kind of failure once, with how often it happened.
    const kinds = new Map();
    for (const answer of wrong) kinds.set(describe(answer), (kinds.get(describe(answer)) ?? 0) + 1);
    if (fiveXX.length) judged.failed.push(`${fiveXX.length} hostile requests got a 5xx or no answer`);
    if (notJson.length) judged.failed.push(`${notJson.length} /api errors not JSON with a message`);
    judged.failed.push(...[...kinds].map(([kind, count]) => `${count}× ${kind}`));
    const statuses = {};
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    return {
      note: `${answers.length} hostile requests (${rawAnswers.length} raw) to ${paths.length} documented paths and others: ${JSON.stringify(statuses)}`,
      ...judged,
    };
  };
}
