import type { Redis } from 'ioredis';
import type { AttemptCounter } from '../lib/attempt-counter';

/** Fixed window that starts at the first failure; shared by every app process. */
export function createRedisAttemptCounter({ redis, windowMs, prefix }: { redis: Redis; windowMs: number; prefix: string }): AttemptCounter {
  const k = (key: string) => `${prefix}${key}`;
  return {
    count: async (key) => Number((await redis.get(k(key))) ?? 0),
    hit: async (key) => {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').exec()) as [[null, number]];
      return count;
    },
    reset: async (key) => {
      await redis.del(k(key));
    },
  };
}
