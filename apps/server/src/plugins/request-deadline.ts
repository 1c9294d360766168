import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A streamed upload: it may take as long as it needs, as long as its bytes keep coming. */
    longUpload?: boolean;
  }
}

/** What Node itself answers when its own request timeout fires. */
const TIMEOUT_RESPONSE = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/**
 * Node's `requestTimeout` is server-wide: it would cut every upload that takes longer than it (a
 * 100 MB file over a slow office line), so app.ts turns it off and this plugin does its job per route.
 * An ordinary request must have arrived in full within `ms`, as before (slow-body clients cannot
 * hold connections); a route marked `config: { longUpload: true }` has no overall limit but is cut
 * when no byte arrives for `ms`.
 */
export function registerRequestDeadline(app: FastifyInstance, ms: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    if (raw.complete) {
      done();
      return;
    }
    const cut = () => {
      if (!reply.raw.headersSent && socket.writable) {
        socket.end(TIMEOUT_RESPONSE);
      }
      socket.destroy();
    };
    let stop: () => void;
    if (request.routeOptions.config.longUpload) {
      let lastBytes = socket.bytesRead;
      let lastChange = Date.now();
      const watch = setInterval(
        () => {
          if (socket.bytesRead !== lastBytes) {
            lastBytes = socket.bytesRead;
            lastChange = Date.now();
          } else if (!raw.complete && Date.now() - lastChange >= ms) {
            cut();
          }
        },
        Math.max(10, Math.min(5000, ms / 4)),
      );
      stop = () => clearInterval(watch);
    } else {
      const timer = setTimeout(() => {
        if (!raw.complete) {
          cut();
        }
      }, ms);
      stop = () => clearTimeout(timer);
    }
    // Both listeners go as soon as either fires: a keep-alive socket carries many requests, and a
    // listener left on it per request would pile up and keep every request and reply referenced.
    const finish = () => {
      stop();
      reply.raw.removeListener('close', finish);
      socket.removeListener('close', finish);
    };
    reply.raw.once('close', finish);
    socket.once('close', finish);
    done();
  });
}
