import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { creditRuns, users, type CreditRunRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { requestHash } from '../../lib/request-hash';
import { applyLedgerMove, type LowBalanceHook } from './ledger-move';

// Reservations and Idempotency-Key replays for paid AI runs (decisions 057, 058).
// reserve: the run row (pending) and its spend in one transaction.
// complete: inside the caller's transaction that saves the result; only a
//   pending run completes, so a run the sweep already refunded saves nothing.
// refund: marks the run refunded and writes the refund row in one transaction,
//   only from pending, so a run is refunded at most once whoever tries; a
//   refund the database refuses (outage) is retried with backoff, and the
//   sweep refunds whatever is still pending after CREDIT_RUN_MAX_MS.

/** How long a key answers replays (as Stripe's keys do). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** In-process refund retries after a failed attempt (ms); after the last, the sweep takes over. */
export const REFUND_RETRY_DELAYS_MS = [200, 400, 800, 1600, 3200, 6400, 12_800, 25_600, 51_200];

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
export const KEY_IN_PROGRESS_MESSAGE =
  'A request with this Idempotency-Key is still in progress. Wait for it to finish, then retry.';
export const RUN_EXPIRED_MESSAGE =
  'The request took too long and was cancelled; your credits were refunded. Please try again.';

export type RunRequest = {
  userId: string;
  feature: string;
  cost: number;
  /** The scoped key (feature, user and the client's Idempotency-Key or a fresh id). */
  idempotencyKey: string;
  /** What the client asked for (validated body, path parameters): a replay must ask for the same. */
  request: unknown;
  description?: string;
};

export type CreditRun = Pick<CreditRunRow, 'id' | 'userId' | 'feature' | 'cost'>;
export type Reservation = { kind: 'started'; run: CreditRun } | { kind: 'replay'; result: unknown };

export const spendLedgerKey = (runId: string) => `run:${runId}`;
export const refundLedgerKey = (runId: string) => `refund:run:${runId}`;

/** Told of every spend and refund a run writes (the metrics count them), after its transaction commits. */
export type RunObserver = { spent(feature: string, cost: number): void; refunded(feature: string): void };

export function createCreditRuns({
  db,
  clock,
  maxRunMs,
  lowBalance,
}: {
  db: Database;
  clock: Clock;
  maxRunMs: number;
  lowBalance?: LowBalanceHook;
}) {
  const retryTimers = new Set<NodeJS.Timeout>();
  const observers: RunObserver[] = [];

  async function existing(idempotencyKey: string, hash: string): Promise<Reservation> {
    const [run] = await db.select().from(creditRuns).where(eq(creditRuns.idempotencyKey, idempotencyKey));
    if (!run) throw new AppError('CONFLICT', KEY_IN_PROGRESS_MESSAGE);
    if (run.requestHash !== hash) throw new AppError('CONFLICT', KEY_REUSED_MESSAGE);
    if (run.status === 'completed') return { kind: 'replay', result: run.result };
    throw new AppError('CONFLICT', KEY_IN_PROGRESS_MESSAGE);
  }

  /** A refused spend is 402, or 404 when the account itself is gone (deleted while the request ran). */
  async function explainRefusal(userId: string, error: unknown): Promise<never> {
    const refused = error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS';
    const cause = (error as { code?: unknown; cause?: { code?: unknown } } | undefined) ?? {};
    const foreignKey = cause.code === '23503' || cause.cause?.code === '23503';
    if (refused || foreignKey) {
      const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!account) throw new AppError('NOT_FOUND', 'Account not found');
    }
    throw error;
  }

  /** Marks a pending run refunded and gives its credits back, in one transaction. True when this call refunded it. */
  async function refundOnce(runId: string, reason: string): Promise<boolean> {
    const refunded = await db.transaction(async (tx) => {
      const [run] = await tx
        .update(creditRuns)
        .set({ status: 'refunded', finishedAt: clock.now() })
        .where(and(eq(creditRuns.id, runId), eq(creditRuns.status, 'pending')))
        .returning();
      if (!run) return undefined;
      if (run.cost > 0) {
        await applyLedgerMove(tx, {
          userId: run.userId,
          type: 'refund',
          amount: run.cost,
          feature: run.feature,
          idempotencyKey: refundLedgerKey(run.id),
          description: reason,
          metadata: { runId: run.id },
          createdAt: clock.now(),
        });
      }
      return run;
    });
    if (refunded && refunded.cost > 0) for (const o of observers) o.refunded(refunded.feature);
    return refunded !== undefined;
  }

  return {
    /**
     * Starts a paid run: the run (pending) and its spend in one transaction.
     * A key already used answers the completed run's result (same request),
     * or 409 (a different request, or the first is still running). A refunded
     * run's key, or one older than 24 hours, starts a new run.
     */
    async reserve(input: RunRequest): Promise<Reservation> {
      if (!Number.isInteger(input.cost) || input.cost < 0) throw new Error(`invalid credit cost ${input.cost}`);
      const hash = requestHash(input.request);
      const now = clock.now();
      const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
      try {
        const started = await db.transaction(async (tx) => {
          const [run] = await tx
            .insert(creditRuns)
            .values({
              id: randomUUID(),
              userId: input.userId,
              idempotencyKey: input.idempotencyKey,
              feature: input.feature,
              cost: input.cost,
              requestHash: hash,
              status: 'pending',
              startedAt: now,
            })
            .onConflictDoUpdate({
              target: creditRuns.idempotencyKey,
              set: {
                id: sql`excluded.id`,
                userId: sql`excluded.user_id`,
                feature: sql`excluded.feature`,
                cost: sql`excluded.cost`,
                requestHash: sql`excluded.request_hash`,
                status: 'pending',
                result: null,
                startedAt: sql`excluded.started_at`,
                finishedAt: null,
              },
              // A refunded attempt of the same request may be tried again; any finished key is free after 24 hours.
              setWhere: or(
                and(eq(creditRuns.status, 'refunded'), eq(creditRuns.requestHash, hash)),
                and(ne(creditRuns.status, 'pending'), lt(creditRuns.startedAt, expired)),
              ),
            })
            .returning({
              id: creditRuns.id,
              userId: creditRuns.userId,
              feature: creditRuns.feature,
              cost: creditRuns.cost,
            });
          if (!run) return null;
          if (run.cost > 0) {
            const spent = await applyLedgerMove(tx, {
              userId: run.userId,
              type: 'spend',
              amount: -run.cost,
              feature: run.feature,
              idempotencyKey: spendLedgerKey(run.id),
              description: input.description,
              metadata: { runId: run.id },
              createdAt: clock.now(),
            });
            if (spent.crossedLowLine) await lowBalance?.(tx, run.userId);
          }
          return run;
        });
        if (started) {
          if (started.cost > 0) for (const o of observers) o.spent(started.feature, started.cost);
          return { kind: 'started', run: started };
        }
      } catch (error) {
        if (isUniqueViolation(error)) return existing(input.idempotencyKey, hash);
        return explainRefusal(input.userId, error);
      }
      return existing(input.idempotencyKey, hash);
    },

    /**
     * Completes a run inside the transaction that saves its result; `result` is
     * what a replay answers. A run no longer pending (the sweep refunded it)
     * throws, so the caller's transaction saves nothing.
     */
    async completeRun(tx: Executor, runId: string, result: unknown): Promise<void> {
      const [done] = await tx
        .update(creditRuns)
        .set({ status: 'completed', result, finishedAt: clock.now() })
        .where(and(eq(creditRuns.id, runId), eq(creditRuns.status, 'pending')))
        .returning({ id: creditRuns.id });
      if (!done) throw new AppError('SERVICE_UNAVAILABLE', RUN_EXPIRED_MESSAGE);
    },

    /**
     * Refunds a run that did not complete, at most once. Never throws: when the
     * database refuses, the refund is retried in the background with backoff,
     * and the sweep refunds the run if every retry fails (or the process dies).
     */
    async refundRun(run: CreditRun, reason: string): Promise<void> {
      const attempt = async (index: number): Promise<void> => {
        try {
          await refundOnce(run.id, reason);
        } catch {
          const delay = REFUND_RETRY_DELAYS_MS[index];
          if (delay === undefined) return;
          const timer = setTimeout(() => {
            retryTimers.delete(timer);
            void attempt(index + 1);
          }, delay);
          timer.unref();
          retryTimers.add(timer);
        }
      };
      await attempt(0);
    },

    /**
     * Refunds every run pending longer than the longest possible run, and
     * forgets finished runs older than a day (their keys are free again).
     * Safe on every process at once: each refund is conditional on `pending`.
     */
    async sweepRuns(): Promise<{ refunded: number; forgotten: number }> {
      const now = clock.now().getTime();
      const stale = await db
        .select({ id: creditRuns.id })
        .from(creditRuns)
        .where(and(eq(creditRuns.status, 'pending'), lt(creditRuns.startedAt, new Date(now - maxRunMs))))
        .orderBy(creditRuns.startedAt)
        .limit(500);
      let refunded = 0;
      for (const { id } of stale) if (await refundOnce(id, 'Refund of an AI request that did not finish')) refunded++;
      const forgotten = await db
        .delete(creditRuns)
        .where(and(ne(creditRuns.status, 'pending'), lt(creditRuns.startedAt, new Date(now - IDEMPOTENCY_KEY_TTL_MS))))
        .returning({ id: creditRuns.id });
      return { refunded, forgotten: forgotten.length };
    },

    /** Counts the runs' spends and refunds (metrics). */
    observeRuns(observer: RunObserver): void {
      observers.push(observer);
    },

    /** Stops pending refund retries (the app is closing; the sweep of a later start finishes them). */
    stopRefundRetries(): void {
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
    },
  };
}
export type CreditRuns = ReturnType<typeof createCreditRuns>;
