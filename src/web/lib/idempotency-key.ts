/**
 * A fresh key per click: the server charges once per key, so a retried
 * request (a flaky network, a double submit) never charges twice, while a
 * new click is a new charge.
 */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
