import { messages } from '../messages';

/** An error whose message is safe to show: an Indonesian text with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Headers the answer carries, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
    /** Further fields of the answer's body, beside `message` (a refused login's `tries_left`). */
    readonly fields?: Record<string, unknown>,
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

/** A wait in Indonesian words: seconds under a minute, else whole minutes (rounded up). */
export function waitText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;
}

/**
 * 429 with the wait in words (seconds under a minute, else whole minutes) in the message and in seconds in
 * `Retry-After`, for the login and password-check limits (decisions §2, §9). With `fields` (the login), the body
 * carries them and `retry_after` in seconds too.
 */
export const tooManyAttempts = (
  message: (wait: string) => string,
  waitMs: number,
  fields?: Record<string, unknown>,
) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const body = fields ? { ...fields, retry_after: seconds } : undefined;
  return new AppError(429, message(waitText(waitMs)), undefined, { 'Retry-After': String(seconds) }, body);
};
