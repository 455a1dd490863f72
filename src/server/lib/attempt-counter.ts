export type AttemptHit = {
  /** Events in the current window, this one included. */
  count: number;
  /** Time until the window ends and the count starts again from zero. */
  retryAfterMs: number;
};

/**
 * Counts events per key over a fixed window that starts at the first event
 * (failed sign-ins per account, per IP and account, per IP). `hit` counts
 * first and answers the new count in one atomic step, so callers decide
 * after counting and concurrent requests can never all see a count below the
 * limit. Shared by every process: PostgreSQL (db/pg-attempt-counter) by
 * default, Redis (integrations/redis-attempt-counter) with REDIS_URL.
 */
export type AttemptCounter = {
  count(key: string): Promise<number>;
  hit(key: string): Promise<AttemptHit>;
  /** Takes back one event (an attempt that was refused before any check, or one that succeeded). */
  forgive(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};
