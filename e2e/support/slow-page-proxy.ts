import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the test server that sends one page's HTML in two parts with a pause between them, as a weak
 * network delivers a page that does not fit in its first packets; every other request passes as it is. The first
 * part ends just before `splitBefore`.
 */
export async function slowPageProxy(
  target: string,
  page: { path: string; splitBefore: string; pauseMs: number },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const slow = request.url === page.path;
    const headers = { ...request.headers, host: new URL(target).host };
    if (slow) {
      // The page as plain text, so that it can be cut where the test says.
      headers['accept-encoding'] = 'identity';
    }
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers },
      (answer) => {
        if (!slow) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const html = Buffer.concat(parts).toString('utf8');
          const cut = html.indexOf(page.splitBefore);
          if (cut < 0) {
            response.writeHead(502).end(`slowPageProxy: ${page.splitBefore} not in ${page.path}`);
            return;
          }
          // Sent in two parts, so without the whole length.
          const sent = { ...answer.headers };
          delete sent['content-length'];
          response.writeHead(answer.statusCode ?? 200, sent);
          response.write(html.slice(0, cut));
          setTimeout(() => response.end(html.slice(cut)), page.pauseMs);
        });
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
