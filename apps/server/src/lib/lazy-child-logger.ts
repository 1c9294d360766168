import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's own check; Fastify's logger type does not name it. */
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger (bound to its id), made only when the request first writes a line. Fastify makes one per request,
 * and with the log's redaction (lib/log-redaction.ts) pino serializes and redacts the bindings to make it: ~2.5 % of a
 * cached answer's time (docs/performance.md). Most requests write nothing at the production level: one that succeeds
 * quickly logs only at `debug` (plugins/request-log.ts). A call at a level the parent does not write is dropped here,
 * as pino itself drops it; any other makes the child exactly as Fastify would, and hands it the call.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent & { isLevelEnabled: (level: string) => boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  silent(): void {
    // Writes nothing, at any level.
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.#child || this.parent.isLevelEnabled(level)) {
      (this.made()[level] as (...values: unknown[]) => void)(...args);
    }
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy child of pino's logger. A child with a level of its own (a route's
 * `logLevel`) is made at once, as is one of a logger that cannot say which levels it writes.
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = function (logger, bindings, options) {
  const parent = logger as Parent;
  if (options.level !== undefined || typeof parent.isLevelEnabled !== 'function') {
    return logger.child(bindings, options);
  }
  return new LazyChildLogger(
    parent as Parent & { isLevelEnabled: (level: string) => boolean },
    bindings,
    options,
  ) as unknown as FastifyBaseLogger;
};
