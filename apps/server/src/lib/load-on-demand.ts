import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Loads a package the first time a configuration or a request needs it, synchronously. PostgreSQL's driver, ioredis
 * and the socket.io Redis adapter cost about 7 MiB of resident memory together when imported at start
 * (docs/performance.md, Performance); an installation on the embedded SQLite without Redis never needs them. otplib
 * (two-step sign-in) and image-size (avatars) wait for the first request that uses them: 1.6 MiB of heap at start.
 * Types come from a type-only import at the caller, so nothing is lost to the compiler.
 */
export function loadOnDemand<T>(name: 'pg' | 'ioredis' | '@socket.io/redis-adapter' | 'otplib' | 'image-size'): T {
  return require(name) as T;
}
