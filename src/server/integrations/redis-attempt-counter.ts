import type { AttemptCounter } from '../lib/attempt-counter';
import type { RedisClient } from './redis';

/**
 * Fixed window that starts at the first failure; shared by every app process.
 * While Redis is unreachable the counter fails open (counts nothing) rather
 * than refusing every sign-in: availability first, and the outage is visible
 * in Redis monitoring.
 */
export function createRedisAttemptCounter({ redis, windowMs, prefix }: { redis: RedisClient; windowMs: number; prefix: string }): AttemptCounter {
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
      failOpen(async () => {
        const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec()) as [[null, number]];
        return count;
      }, 0),
    reset: (key) => failOpen(async () => void (await redis.del(k(key))), undefined),
  };
}
