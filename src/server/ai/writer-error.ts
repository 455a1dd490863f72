import { AppError } from '../errors';

export type WriterFailure = 'provider' | 'timeout' | 'malformed' | 'aborted';

const MESSAGES: Record<WriterFailure, string> = {
  provider: 'The writer could not finish. Please try again in a moment.',
  timeout: 'The writer took too long to answer. Please try again.',
  malformed: 'The writer returned an answer in an unexpected format. Please try again.',
  aborted: 'The request was cancelled.',
};

/**
 * Every writer failure. It is an AppError, so a route can let it through to
 * the error handler (502 with a message for the user); the service catches it
 * first to refund the credits it spent. `reason` says what went wrong and
 * `cause` keeps the provider's own error for the logs.
 */
export class WriterError extends AppError {
  constructor(
    readonly reason: WriterFailure,
    options: { cause?: unknown; message?: string } = {},
  ) {
    super(reason === 'aborted' ? 'BAD_REQUEST' : 'UPSTREAM_ERROR', options.message ?? MESSAGES[reason]);
    this.name = 'WriterError';
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export const isWriterError = (value: unknown): value is WriterError => value instanceof WriterError;
