import { ERROR_STATUS, type ErrorCode } from '@shared/errors';

/**
 * The one error type services throw. The error handler (plugins/error-handler)
 * turns it into `{ message, code }` with the status of `ERROR_STATUS`.
 * `message` is shown to the user as is: write it for them.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** For 429s: how long until a new attempt can succeed (sent as `Retry-After`). */
    readonly options?: { retryAfterMs?: number },
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
