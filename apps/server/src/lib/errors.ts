import { messages } from '../messages';

/** An error whose message is safe to show: an Indonesian text with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Headers the answer carries, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors);

/** How long a client is told to wait before trying again when a service under the app cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503 with `Retry-After`: the instance is shutting down (another one takes the retry), or a service is out of reach. */
export const unavailable = (message: string = messages.http.unavailable) =>
  new AppError(503, message, undefined, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });

/**
 * 429 with the wait in whole minutes (at least one) in the message and in seconds in `Retry-After`, for
 * the login and password-check limits (decisions §2).
 */
export const tooManyAttempts = (message: (minutes: number) => string, waitMs: number) =>
  new AppError(429, message(Math.max(1, Math.ceil(waitMs / 60_000))), undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
