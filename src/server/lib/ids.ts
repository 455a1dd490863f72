import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a UUID simply does not exist. */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The idempotency key of a credit spend: the client's Idempotency-Key header
 * when it sent one (a retried request then costs once), else a fresh id.
 */
export function spendKey(feature: string, userId: string, headers: Record<string, unknown>): string {
  const clientKey = headers['idempotency-key'];
  const key = typeof clientKey === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(clientKey) ? clientKey : randomUUID();
  return `${feature}:${userId}:${key}`;
}
