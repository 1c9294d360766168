import type { FastifyInstance } from 'fastify';

export interface RefusedBodyOptions {
  /** Largest announced body that is read to its end after a refusal; a larger one still closes at once. */
  maxBytes: number;
  /** How long the rest may take to arrive before the connection is cut anyway. */
  ms: number;
}

/**
 * A body refused before it was read in full (JSON over the 1 MiB limit, an avatar over 5 MB, an upload
 * turned down early) is answered with `Connection: close`. Closing a socket whose received bytes are
 * still unread makes the kernel send a reset, and behind nginx (decisions §1, deploy/nginx.conf) that reset
 * can arrive before nginx has read the answer: the user then gets nginx's HTML 502 instead of the app's
 * 413 JSON. So when the announced body is at most `maxBytes`, the answer keeps the connection open and
 * the rest of the body is read and thrown away (Node's own keep-alive handling) within `ms`, then the
 * connection is closed if the client asked for that; bigger or unannounced (chunked) bodies are still closed on at once, as before.
 */
export function registerRefusedBodyDrain(app: FastifyInstance, options: RefusedBodyOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    const announced = Number(request.headers['content-length']);
    if (
      reply.getHeader('connection') !== 'close' ||
      raw.complete ||
      !Number.isSafeInteger(announced) ||
      announced > options.maxBytes
    ) {
      return payload;
    }
    reply.removeHeader('connection');
    // Even when the client asked to close (nginx does unless told otherwise): it is closed below once read.
    const askedToClose = /\bclose\b/i.test(request.headers.connection ?? '');
    reply.raw.shouldKeepAlive = true;
    reply.raw.once('finish', () => {
      if (raw.complete) {
        return;
      }
      const socket = raw.socket;
      const timer = setTimeout(() => socket.destroy(), options.ms);
      const done = () => {
        clearTimeout(timer);
        raw.removeListener('end', read);
        socket.removeListener('close', done);
      };
      const read = () => {
        done();
        if (askedToClose) {
          socket.end();
        }
      };
      raw.once('end', read);
      socket.once('close', done);
      // Nothing else reads it any more: let the bytes flow (and be dropped) to the end of this request.
      raw.resume();
    });
    return payload;
  });
}
