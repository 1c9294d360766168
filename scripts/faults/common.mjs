// What the parts of `npm run test:faults` (scripts/faults/run.mjs) share: the goals' figures, the accounts, and
// requests through nginx and to redis-server.
import https from 'node:https';
import net from 'node:net';

export const RECOVERY_GOAL_MS = 5000;
export const UNAVAILABLE = 'Layanan sedang tidak tersedia, coba beberapa saat lagi';
export const STORAGE_UNAVAILABLE = 'Penyimpanan berkas sedang tidak tersedia, coba beberapa saat lagi';
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const admin = { email: 'admin@faults.local', password: 'faults-admin-rahasia' };
// A few staff users share the steady load, as an office would.
export const staffUsers = [1, 2, 3].map((n) => ({
  email: `staf${n}@faults.local`,
  password: `Kopi-Tubruk-${n}-Pagi`,
}));
// The hostile requests' own account: whatever they manage (a logout, a password change) touches no one else.
export const hostile = { email: 'nakal@faults.local', password: 'Teh-Manis-Sore-9' };
export const json = { 'content-type': 'application/json' };

/** One inline command to redis-server on `port` (no redis-cli needed); answers its reply without the type mark. */
export function redisCommand(port, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${command}\r\n`));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith('\r\n')) {
        socket.end();
        resolve(reply.slice(1).trim());
      }
    });
    socket.on('error', reject);
  });
}

/** One HTTPS request through nginx (its self-signed certificate trusted); never rejects: errors are answers. */
export function through(nginx, method, url, { body, headers = {}, token } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = https.request({
      host: '127.0.0.1',
      port: nginx.httpsPort,
      method,
      path: url,
      ca: nginx.ca,
      servername: 'localhost',
      agent: false,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        ...headers,
      },
      timeout: 30_000,
    });
    let answered = false;
    const done = (answer) => {
      if (!answered) {
        answered = true;
        resolve({ line: `${method} ${url}`, ...answer, ms: performance.now() - started });
      }
    };
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        done({
          status: response.statusCode,
          type: response.headers['content-type'] ?? '',
          retryAfter: response.headers['retry-after'],
          json,
          text,
        });
      });
    });
    request.end(body);
  });
}

export const multipart = (name, content) => {
  const boundary = `----pidsus-faults-${Math.random().toString(16).slice(2)}`;
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
};
