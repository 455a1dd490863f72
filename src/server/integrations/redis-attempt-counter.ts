import type { AttemptCounter } from '../lib/attempt-counter';
import type { RedisClient } from './redis';

/**
 * Fixed window that starts at the first event; shared by every app process.
 * A hit is one MULTI (INCR, PEXPIRE NX, PTTL): counted first, then decided.
 * While Redis is unreachable the counter fails open (counts nothing) rather
 * than refusing every sign-in: availability first, and the outage is visible
 * in Redis monitoring.
 */
export function createRedisAttemptCounter({
  redis,
  windowMs,
  prefix,
}: {
  redis: RedisClient;
  windowMs: number;
  prefix: string;
}): AttemptCounter {
  const k = (key: string) => `${prefix}${key}`;
  const failOpen = async <T>(run: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await run();
    } catch {
      return fallback;
    }
  };
  return {
    count: (key) => failOpen(async () => Number((await redis.get(k(key))) ?? 0), 0),
    hit: (key) =>
      failOpen(
        async () => {
          const [[, count], , [, ttl]] = (await redis
            .multi()
            .incr(k(key))
            .pexpire(k(key), windowMs, 'NX')
            .pttl(k(key))
            .exec()) as [[null, number], unknown, [null, number]];
          return { count, retryAfterMs: ttl > 0 ? ttl : windowMs };
        },
        { count: 0, retryAfterMs: 0 },
      ),
    forgive: (key) =>
      failOpen(async () => {
        // Only an existing window is taken back; DECR on a missing key would start one at -1.
        if ((await redis.exists(k(key))) === 1 && (await redis.decr(k(key))) < 0) await redis.set(k(key), 0, 'KEEPTTL');
      }, undefined),
    reset: (key) => failOpen(async () => void (await redis.del(k(key))), undefined),
  };
}
