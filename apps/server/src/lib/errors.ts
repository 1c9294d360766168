/** An error whose message is safe to show: an Indonesian text with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
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

/** 429 with the wait in whole minutes (at least one), for the login and password-check limits. */
export const tooManyAttempts = (message: (minutes: number) => string, waitMs: number) =>
  new AppError(429, message(Math.max(1, Math.ceil(waitMs / 60_000))));
