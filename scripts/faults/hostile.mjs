// The hostile requests of `npm run test:faults` (docs/operations.md, "Faults"): what a careless or malicious client
// sends to any route through nginx. `generated()` makes requests the ordinary HTTP client can send (random methods,
// the OpenAPI document's paths with odd parameters, bad encodings, malformed bodies, wrong content types, huge
// headers, bodies over the limits, bad tokens); `RAW` are requests no well-behaved client library would write (a NUL
// or a space in the request line, bytes that are not UTF-8, a lying Content-Length, broken chunks), sent over a bare
// TLS socket.
import tls from 'node:tls';

const pick = (list) => list[Math.floor(Math.random() * list.length)];

const ODD_VALUES = [
  '0',
  '-1',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%ZZ',
  '%',
  "1'or'1'='1",
  '%F0%28%8C%28',
  '%C0%AF',
  '%E2%80%AE',
  '',
];
const BODIES = [
  undefined,
  '',
  '{',
  '[]',
  'null',
  '"x"',
  '{"title":',
  JSON.stringify({ title: 'x'.repeat(100_000) }),
  '\u0000',
  '\uFEFF{}',
  JSON.stringify({ status: {} }),
  JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
  JSON.stringify({ date: '2024-02-30', time: '25:61', type: 'x', email: 'a@', password: 1 }),
  JSON.stringify(Array.from({ length: 10_000 }, () => ({ a: [[[[]]]] }))),
  'a=b&c=d',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a"\r\n\r\nisi\r\n',
  ' '.repeat(1_200_000),
];
const TYPES = [
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/xml',
  undefined,
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'GET', 'POST', 'PUT'];
const EXTRA_PATHS = [
  '/api',
  '/api/',
  '/api/nope',
  '//api//cases',
  '/api/cases/%2e%2e/%2e%2e/health',
  '/api/cases%2F1',
  '/api/%00',
  '/api/cases/%00',
  `/api/cases/${'9'.repeat(400)}`,
  `/api/${'a'.repeat(3000)}`,
  '/api/files/files/%FF',
  '/socket.io/?EIO=4&transport=polling',
];

/**
 * One generated request: { method, route, body, headers, token }. `paths` are the OpenAPI document's, with
 * `{param}` placeholders; `token` the hostile user's own (a hostile logout must not end the steady load's sessions).
 */
export function generated(paths, token) {
  const base = Math.random() < 0.9 ? pick(paths) : pick(EXTRA_PATHS);
  const route =
    base.replace(/\{[^}]+\}/g, () => pick(ODD_VALUES)) +
    (Math.random() < 0.3
      ? `?${pick(['limit', 'offset', 'type', 'q', 'path', 'date', 'from', 'to', 'sig', 'limit[]'])}=${pick(ODD_VALUES)}`
      : '');
  const headers = {};
  const type = pick(TYPES);
  if (type) headers['content-type'] = type;
  const extra = Math.random();
  if (extra < 0.05)
    headers['x-junk'] = 'x'.repeat(20_000); // over nginx's header buffers
  else if (extra < 0.08) for (let i = 0; i < 150; i += 1) headers[`x-many-${i}`] = 'x'.repeat(100);
  else if (extra < 0.1) headers['x-forwarded-for'] = '1.2.3.4, nonsense, ::1, 999.1.1.1';
  else if (extra < 0.12) headers['accept-encoding'] = 'gzip;q=2, br;q=-1, *';
  else if (extra < 0.14) headers.range = 'bytes=999999999-1,-0,abc';
  const auth = Math.random() < 0.5 ? token : pick(['', 'bukan-token', 'a'.repeat(5000), `${token}x`, 'Basic x']);
  return { method: pick(METHODS), route, body: pick(BODIES), headers, token: auth || undefined };
}

/**
 * Requests that once went wrong, sent every run (as `generated` ones): 16–20 KB of headers in many short lines pass
 * nginx's per-line buffers but not Node's 16 KB header limit; with a body nginx is still sending (an upload is
 * streamed), the instance's 431 and close used to come back as a 503 or nginx's HTML 413.
 */
export function targeted(token) {
  const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-many-${i}`, 'x'.repeat(100)]));
  return [
    ['POST', '/api/files/upload', 'multipart/form-data; boundary=x', 500_000],
    ['POST', '/api/files/upload', 'application/json', 1_200_000],
    ['POST', '/api/cases', 'application/json', 900_000],
  ].map(([method, route, type, size]) => ({
    method,
    route,
    body: 'x'.repeat(size),
    headers: { 'content-type': type, ...many },
    token,
  }));
}

/** Raw requests: [label, the request's bytes]. Each ends its connection (`Connection: close` or a broken frame). */
export const RAW = [
  ['NUL in the path', 'GET /api/cases\0 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ['space in the path', 'GET /api/ca ses HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  [
    'non-UTF-8 path',
    Buffer.from('GET /api/cases/\xff\xfe HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 'latin1'),
  ],
  ['bad percent in the path', 'GET /api/cases/%G0%%% HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ['no Host', 'GET /api/cases HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['header without a colon', 'GET /api/cases HTTP/1.1\r\nHost: localhost\r\nnonsense\r\nConnection: close\r\n\r\n'],
  ['HTTP/9.9', 'GET /api/cases HTTP/9.9\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ['unknown method', 'FROB /api/cases HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ['TRACE', 'TRACE /api/cases HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  [
    'two Content-Lengths',
    'POST /api/cases HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{}',
  ],
  [
    'negative Content-Length',
    'POST /api/cases HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: -1\r\nConnection: close\r\n\r\n{}',
  ],
  [
    'an upload announcing 200 MB',
    'POST /api/files/upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 209715200\r\nConnection: close\r\n\r\n--x\r\n',
  ],
  [
    'a JSON body announcing 3 MB',
    'POST /api/cases HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 3145728\r\nConnection: close\r\n\r\n{',
  ],
  [
    'broken chunks',
    'POST /api/cases HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  ],
  [
    'chunked and Content-Length',
    'POST /api/cases HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\nConnection: close\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
  ],
];

const dechunk = (body) => {
  const parts = [];
  let rest = body;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, end), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(rest.subarray(end + 2, end + 2 + size));
    rest = rest.subarray(end + 2 + size + 2);
  }
};

/**
 * Sends `bytes` over TLS to nginx and reads its answer until the connection ends: { status, type, json, text }, or
 * status 0 with `error` when no answer came (within 15 s).
 */
export function raw(nginx, bytes) {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port: nginx.httpsPort, ca: nginx.ca, servername: 'localhost' });
    const chunks = [];
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) {
        resolve({ status: 0, type: '', error: error ?? `no answer (${all.length} bytes)` });
        return;
      }
      const head = all.subarray(0, split).toString('latin1').split('\r\n');
      const status = Number(head[0].split(' ')[1]) || 0;
      const header = (name) =>
        head
          .find((line) => line.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim() ?? '';
      let body = all.subarray(split + 4);
      if (header('transfer-encoding').toLowerCase() === 'chunked') body = dechunk(body);
      const text = body.toString('utf8');
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      resolve({ status, type: header('content-type'), json, text });
    };
    socket.setTimeout(15_000, () => finish('timeout'));
    socket.on('secureConnect', () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (error) => finish(error.code ?? error.message));
  });
}
