import { createHash } from 'node:crypto';

/** JSON with object keys in sorted order, so two equal requests give the same text whatever their key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a request (its validated body and path parameters): SHA-256 of its stable JSON. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(stableJson(request)).digest('hex');
}
