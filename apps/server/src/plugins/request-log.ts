import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is done, instead of Fastify's two ("incoming request" and "request
 * completed", both at `info`): at `info` for a failed answer (4xx, 5xx) or a slow one (at least `slowMs`), at
 * `debug` for the rest, so that a production log at `info` holds what someone has to look at rather than every
 * read. Each line has the request id (`reqId`, also the answer's `x-request-id`), the request (its link
 * signatures redacted, lib/log-redaction.ts), the status and the time taken. `LOG_LEVEL=debug` logs every
 * request. Fastify's other request logs (errors, streams cut short) stay as they are.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(): void {
    // Logged once, when done (requestCompleted).
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const level = reply.statusCode >= 400 || responseTime >= this.slowMs ? 'info' : 'debug';
    reply.log[level]({ req: request, res: reply, responseTime }, 'request completed');
  }
}
