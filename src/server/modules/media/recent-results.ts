import { createHash } from 'node:crypto';

/**
 * Keeps the last `max` results of a pure, CPU-bound function (card and slide rendering), keyed by a hash of its
 * input: an edited carousel re-renders only the slides that changed, and a repeated card costs nothing.
 */
export function keepRecent<A extends unknown[], R>(
  max: number,
  compute: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const recent = new Map<string, R>();
  return async (...args: A) => {
    const key = createHash('sha256').update(JSON.stringify(args)).digest('base64url');
    const kept = recent.get(key);
    if (kept !== undefined) {
      recent.delete(key);
      recent.set(key, kept);
      return kept;
    }
    const result = await compute(...args);
    recent.set(key, result);
    if (recent.size > max) recent.delete(recent.keys().next().value!);
    return result;
  };
}
