import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from '../config';
import { unavailable } from '../lib/errors';
import { lazyChildLoggerFactory } from '../lib/lazy-child-logger';
import { LOG_REDACT_PATHS, serializeRequest } from '../lib/log-redaction';
import { createResponseSerializerCompiler } from '../lib/response-serializer';
import type { BuildOptions } from './core';
import { registerRefusedBodyDrain } from './refused-body';
import { registerRequestDeadline } from './request-deadline';
import { RequestLog } from './request-log';

/** Fastify's own options: the log, request ids, the JSON body limit, the proxy (docs/deployment.md). */
export function fastifyOptions(config: Config, options: BuildOptions): FastifyServerOptions {
  return {
    // Requests are logged with the link signatures redacted (decisions §6).
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { req: serializeRequest },
            redact: { paths: LOG_REDACT_PATHS, censor: '[REDACTED]' },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request, at `info` only when it failed or was slow (plugins/request-log.ts).
    logController: new RequestLog(options.slowRequestMs ?? 1000),
    // Each request's logger is made when it first writes (most never do at `info`).
    childLoggerFactory: lazyChildLoggerFactory,
    // A proxy's request id is kept when it looks like one; anything else from a client is not logged or echoed.
    requestIdHeader: false,
    genReqId: (request) => {
      const fromProxy = request.headers['x-request-id'];
      return typeof fromProxy === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(fromProxy) ? fromProxy : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Off here, because Node's is server-wide and would cut long uploads: registerRequestDeadline
    // enforces the same 60 s per request, and a stall limit instead on upload routes.
    requestTimeout: 0,
    // A request that arrives while the instance shuts down gets the 503 of the onRequest hook below.
    return503OnClosing: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  } as FastifyServerOptions;
}

/**
 * What every request goes through before any module: its id in the answer, the 503 while shutting down, the
 * request deadline, the drain of a refused body, and the Zod validator and serializer.
 */
export function registerLifecycle(app: FastifyInstance, options: BuildOptions): void {
  // Set when a graceful shutdown begins (lib/graceful-shutdown.ts): the listening socket is closed then, but a
  // request may still arrive on a connection already open (a proxy's keep-alive one, a pipelined request).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    // The request id in every response, so that a user's report can be matched to the log line.
    reply.header('x-request-id', request.id);
    if (closing) {
      // Answered in Indonesian with Retry-After (Fastify's own answer is English), and the connection closes, so
      // that the proxy sends the retry to another instance (deploy/nginx.conf).
      reply.header('connection', 'close');
      throw unavailable();
    }
  });
  // A request already in flight when the shutdown began closes its connection with its answer: Node keeps an
  // open keep-alive connection until it times out (72 s), which held the drain until its bound.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) {
      reply.header('connection', 'close');
    }
    // An API answer holds someone's cases or accounts: no browser or proxy keeps it (decisions §9), unless its route
    // says otherwise (`GET /api/config` revalidates by ETag; content and avatars set their own).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  registerRequestDeadline(app, options.requestTimeoutMs ?? 60_000);
  // A refused body up to 8 MiB is read to its end, so that nginx gets the 413 and not a reset (decisions §1).
  registerRefusedBodyDrain(app, { maxBytes: 8 * 1024 * 1024, ms: options.requestTimeoutMs ?? 60_000 });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify from the JSON Schema of their Zod schema (lib/response-serializer.ts).
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: options.verifyResponses === true }));
}
