import type { Clock } from './clock';

/**
 * Counts events per key over a sliding window (failed sign-ins per IP and per
 * account). The memory version serves one process; with REDIS_URL the Redis
 * version (integrations/redis-attempt-counter) is shared by every process.
 */
export type AttemptCounter = {
  count(key: string): Promise<number>;
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

export function createMemoryAttemptCounter({ windowMs, clock, maxKeys = 100_000 }: { windowMs: number; clock: Clock; maxKeys?: number }): AttemptCounter {
  const hits = new Map<string, number[]>();
  const recent = (key: string) => {
    const cutoff = clock.now().getTime() - windowMs;
    const list = (hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  };
  return {
    count: async (key) => recent(key).length,
    hit: async (key) => {
      const list = recent(key);
      list.push(clock.now().getTime());
      hits.set(key, list);
      // A flood of distinct keys must not grow memory without bound.
      if (hits.size > maxKeys) hits.delete(hits.keys().next().value!);
      return list.length;
    },
    reset: async (key) => {
      hits.delete(key);
    },
  };
}
