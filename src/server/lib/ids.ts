import { randomUUID } from 'node:crypto';
import { AppError } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a UUID simply does not exist. */
export const isUuid = (value: string): boolean => UUID.test(value);

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The scoped idempotency key of a paid request (decision 058): feature, user
 * and the client's Idempotency-Key when it sent one (a retry then answers the
 * first result), else a fresh id. A malformed key is refused rather than
 * ignored, so a client never believes it has a protection it has not.
 */
export function spendKey(feature: string, userId: string, headers: Record<string, unknown>): string {
  const clientKey = headers['idempotency-key'];
  if (clientKey === undefined) return `${feature}:${userId}:${randomUUID()}`;
  if (typeof clientKey !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(clientKey)) {
    throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"', {
      'idempotency-key': 'Use 8 to 100 letters, digits, "-" or "_"',
    });
  }
  return `${feature}:${userId}:${clientKey}`;
}
