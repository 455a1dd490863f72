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
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, fields?: Record<string, string>) => new AppError('BAD_REQUEST', message, fields);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
