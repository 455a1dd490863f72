import { Redis, type RedisOptions } from 'ioredis';
import type { Clock } from '../lib/clock';

/** The Redis connection that rate limits and attempt counters share between app processes. */
export type RedisClient = Redis;

const WARN_EVERY_MS = 60_000;

/**
 * Connects to REDIS_URL. Commands fail fast while Redis is away (no offline
 * queue, one retry) so limits fail open instead of holding requests; the
 * client reconnects by itself. Without an error listener ioredis reports
 * every reconnect attempt as unhandled, so errors are reported here, at most
 * once a minute. `options` overrides the connection settings (tests).
 */
export function connectRedis(
  url: string,
  { warn, clock, options }: { warn: (message: string) => void; clock: Clock; options?: RedisOptions },
): RedisClient {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, ...options });
  let lastWarning = Number.NEGATIVE_INFINITY;
  redis.on('error', (error: Error) => {
    const now = clock.now().getTime();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    warn(`Redis unavailable (rate limits fail open until it returns): ${error.message}`);
  });
  return redis;
}
