import type http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import tls from 'node:tls';
import { startNginx as startDeployedNginx } from '../../../scripts/lib/nginx.mjs';

export { freePort } from '../../../scripts/lib/nginx.mjs';

/**
 * The documented proxy, for real: `deploy/nginx.conf` (the example in docs/deployment.md) run by the nginx binary of this
 * machine (scripts/lib/nginx.mjs, shared with `npm run test:faults`), with requests through its TLS port. Used by
 * the `*.nginx.test.ts` files, which run only where nginx exists (`NGINX_BIN` or `nginx` on PATH, vitest.config.ts).
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as received (a compressed answer's, say). */
  raw: Buffer;
}

export interface Nginx {
  httpPort: number;
  httpsPort: number;
  /** One request through nginx's TLS port; a body is written in 64 KiB chunks, as a browser streams it. */
  request(method: string, urlPath: string, body?: Buffer, headers?: Record<string, string>): Promise<Answer>;
  /** A request line sent as is (e.g. with `%00`), with more header lines if given, over TLS: the raw answer. */
  raw(requestLine: string, headerLines?: string[]): Promise<string>;
  /**
   * A connection over HTTP/2 (ALPN `h2`, as a browser asks for it), for requests that share it; each body is written
   * in 64 KiB chunks. `protocol` is what TLS negotiated.
   */
  http2(): Promise<{
    protocol: string | false;
    request(method: string, urlPath: string, body?: Buffer, headers?: Record<string, string>): Promise<Answer>;
    close(): Promise<void>;
  }>;
  /** What nginx logged (warnings and errors), e.g. `connect() failed (111: Connection refused)`. */
  log(): string;
  /** The site's access log, in deploy/nginx.conf's format. */
  accessLog(): string;
  close(): Promise<void>;
}

/**
 * Starts nginx with deploy/nginx.conf in front of `upstreams` (`127.0.0.1:port` each, in order); `edit` changes the
 * file's text first (a test shortening a timeout).
 */
export async function startNginx(upstreams: string[], edit?: (site: string) => string): Promise<Nginx> {
  const nginx = await startDeployedNginx(upstreams, { edit });
  const { httpsPort, ca } = nginx;

  const request: Nginx['request'] = (method, urlPath, body, headers = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = https.request({
        host: '127.0.0.1',
        port: httpsPort,
        method,
        path: urlPath,
        ca,
        servername: 'localhost',
        agent: false,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': String(body.length), ...headers }
          : headers,
      });
      let answered = false;
      // Once the answer is in, a write the proxy no longer reads may fail: that is not the test's concern.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      req.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: raw.toString('utf8'), raw });
        });
        response.on('error', reject);
      });
      if (!body) {
        req.end();
        return;
      }
      let offset = 0;
      const writeMore = () => {
        while (offset < body.length && !answered) {
          const chunk = body.subarray(offset, offset + 64 * 1024);
          offset += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', writeMore);
            return;
          }
        }
        req.end();
      };
      writeMore();
    });

  const raw: Nginx['raw'] = (requestLine, headerLines = []) =>
    new Promise((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: httpsPort, ca, servername: 'localhost' });
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        // Done once the answer is complete: nginx keeps reading an unsent body for a while before it closes.
        const head = text.indexOf('\r\n\r\n');
        const length = /^content-length: *(\d+)$/im.exec(text.slice(0, head))?.[1];
        if (head >= 0 && length !== undefined && Buffer.byteLength(text) >= head + 4 + Number(length)) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      const lines = [requestLine, 'Host: localhost', 'Connection: close', ...headerLines];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });

  const overHttp2: Nginx['http2'] = async () => {
    const session = http2.connect(`https://127.0.0.1:${httpsPort}`, { ca, servername: 'localhost' });
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
    const sent = (method: string, urlPath: string, body?: Buffer, headers: Record<string, string> = {}) =>
      new Promise<Answer>((resolve, reject) => {
        const stream = session.request({
          ':method': method,
          ':path': urlPath,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...headers,
        });
        let head: http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader = {};
        const chunks: Buffer[] = [];
        stream.on('response', (received) => (head = received));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const { ':status': status, ...rest } = head;
          resolve({ status: status ?? 0, headers: rest as http.IncomingHttpHeaders, body: raw.toString('utf8'), raw });
        });
        stream.on('error', reject);
        let offset = 0;
        const writeMore = () => {
          while (body && offset < body.length) {
            const chunk = body.subarray(offset, offset + 64 * 1024);
            offset += chunk.length;
            if (!stream.write(chunk)) {
              stream.once('drain', writeMore);
              return;
            }
          }
          stream.end();
        };
        writeMore();
      });
    return {
      protocol: session.alpnProtocol ?? false,
      request: sent,
      close: () => new Promise<void>((resolve) => session.close(() => resolve())),
    };
  };

  return {
    httpPort: nginx.httpPort,
    httpsPort,
    request,
    raw,
    http2: overHttp2,
    log: () => nginx.log(),
    accessLog: () => nginx.accessLog(),
    close: () => nginx.close(),
  };
}
