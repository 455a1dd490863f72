import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { RedisClient } from '../integrations/redis';

/**
 * Registered with `global: false`: each route opts in with
 * `config: { rateLimit: { max, timeWindow, keyGenerator? } }`. Counters live in
 * Redis when REDIS_URL is set, so every app process shares them.
 */
export async function registerRateLimit(app: FastifyInstance, redis?: RedisClient): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not take the app down with it: limits fail open until it is back.
    ...(redis ? { redis, nameSpace: 'postwright-rl:', skipOnError: true } : {}),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please try again in ${formatWait(context.ttl)}.`),
  });
}

function formatWait(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes <= 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}
