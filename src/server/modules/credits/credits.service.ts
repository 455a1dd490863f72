import { and, eq, gte, sql } from 'drizzle-orm';
import { FREE_MONTHLY_CREDITS, type Feature } from '@shared/constants';
import { INSUFFICIENT_CREDITS_MESSAGE } from '@shared/errors';
import type { CreditInfo } from '@shared/schemas/credits';
import type { Database, Executor } from '../../db/client';
import { creditTransactions, users, type CreditTransactionType, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CatalogueService } from '../billing/catalogue.service';
import { createCreditRuns, type CreditRun, type RunObserver, type RunRequest } from './credit-runs';

// The credit ledger (DECISIONS.md, Credits). Every balance change is one
// conditional UPDATE plus one ledger row in one transaction; the ledger's
// unique idempotency key makes a retried request or replayed event a no-op
// that answers like the first one. The balance can never go negative: the
// UPDATE only matches when there is enough, and a CHECK backs it up.

const IDEMPOTENCY_CONSTRAINT = 'credit_transactions_idempotency_key_unique';

export type LedgerResult = { creditsAfter: number; transactionId: string; replayed: boolean };

export type SpendInput = { userId: string; feature: Feature | 'ab_questions'; cost: number; idempotencyKey: string; description?: string; metadata?: Record<string, unknown> };
export type GrantInput = {
  userId: string;
  type: Exclude<CreditTransactionType, 'spend'>;
  amount: number;
  idempotencyKey: string;
  feature?: string;
  description?: string;
  metadata?: Record<string, unknown>;
};

export function createCreditsService({ db, clock, catalogue, maxRunMs }: { db: Database; clock: Clock; catalogue: CatalogueService; maxRunMs: number }) {
  /** Runs one ledger movement; a duplicate idempotency key returns the original movement. */
  async function move(
    idempotencyKey: string,
    apply: (tx: Executor) => Promise<{ credits: number } | undefined>,
    row: Omit<typeof creditTransactions.$inferInsert, 'creditsAfter' | 'idempotencyKey'>,
  ): Promise<LedgerResult> {
    try {
      return await db.transaction(async (tx) => {
        const updated = await apply(tx);
        if (!updated) throw new AppError('INSUFFICIENT_CREDITS', INSUFFICIENT_CREDITS_MESSAGE);
        const [entry] = await tx
          .insert(creditTransactions)
          .values({ ...row, creditsAfter: updated.credits, idempotencyKey, createdAt: clock.now() })
          .returning({ id: creditTransactions.id });
        return { creditsAfter: updated.credits, transactionId: entry!.id, replayed: false };
      });
    } catch (error) {
      if (!isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT)) throw error;
      const [existing] = await db.select().from(creditTransactions).where(eq(creditTransactions.idempotencyKey, idempotencyKey));
      if (!existing) throw error;
      return { creditsAfter: existing.creditsAfter, transactionId: existing.id, replayed: true };
    }
  }

  async function userExists(userId: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row !== undefined;
  }

  /** A balance update and its ledger row inside the caller's transaction. */
  async function moveIn(tx: Executor, amount: number, row: Omit<typeof creditTransactions.$inferInsert, 'creditsAfter' | 'createdAt'>): Promise<void> {
    const [updated] = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${amount}` })
      .where(amount > 0 ? eq(users.id, row.userId!) : and(eq(users.id, row.userId!), gte(users.credits, -amount)))
      .returning({ credits: users.credits });
    if (!updated) throw new AppError('INSUFFICIENT_CREDITS', INSUFFICIENT_CREDITS_MESSAGE);
    await tx.insert(creditTransactions).values({ ...row, amount, creditsAfter: updated.credits, createdAt: clock.now() });
  }

  const runs = createCreditRuns({
    db,
    clock,
    maxRunMs,
    ledger: {
      spendIn: (tx, input) => moveIn(tx, -input.cost, { userId: input.userId, type: 'spend', amount: -input.cost, feature: input.feature, description: input.description, metadata: input.metadata, idempotencyKey: input.idempotencyKey }),
      refundIn: (tx, input) => moveIn(tx, input.amount, { userId: input.userId, type: 'refund', amount: input.amount, feature: input.feature, description: input.description, metadata: input.metadata, idempotencyKey: input.idempotencyKey }),
      async explainRefusal(userId, error) {
        const refused = error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS';
        const foreignKey = (error as { code?: unknown; cause?: { code?: unknown } })?.code === '23503' || (error as { cause?: { code?: unknown } })?.cause?.code === '23503';
        if ((refused || foreignKey) && !(await userExists(userId))) throw new AppError('NOT_FOUND', 'Account not found');
        throw error;
      },
    },
  });

  return {
    /** Takes `cost` credits or throws 402 'Insufficient credits'. A cost of 0 moves nothing. */
    async spend(input: SpendInput): Promise<LedgerResult | null> {
      if (!Number.isInteger(input.cost) || input.cost < 0) throw new Error(`invalid credit cost ${input.cost}`);
      if (input.cost === 0) return null;
      try {
        return await move(
          input.idempotencyKey,
          async (tx) =>
            (
              await tx
                .update(users)
                .set({ credits: sql`${users.credits} - ${input.cost}` })
                .where(and(eq(users.id, input.userId), gte(users.credits, input.cost)))
                .returning({ credits: users.credits })
            )[0],
          { userId: input.userId, type: 'spend', amount: -input.cost, feature: input.feature, description: input.description, metadata: input.metadata },
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS' && !(await userExists(input.userId))) {
          throw new AppError('NOT_FOUND', 'Account not found');
        }
        throw error;
      }
    },

    /**
     * Starts a paid AI run (decision 057): the run, pending, and its spend in
     * one transaction; 402 when the balance is short. A replayed
     * Idempotency-Key answers the completed run's result instead (decision 058).
     */
    reserve: (input: RunRequest) => runs.reserve(input),
    /** Completes a run in the transaction that saves its result (what a replay answers). */
    completeRun: (tx: Executor, runId: string, result: unknown) => runs.complete(tx, runId, result),
    /** Refunds a run that did not complete, exactly once, retrying through an outage. */
    refundRun: (run: CreditRun, reason: string) => runs.refund(run, reason),
    /** The periodic sweep: refunds runs pending longer than any run lasts, forgets day-old keys. */
    sweepRuns: () => runs.sweep(),
    stopRefundRetries: () => runs.stopRetries(),
    /** Counts the runs' spends and refunds (metrics). */
    observeRuns: (observer: RunObserver) => runs.observe(observer),

    /** Adds (or, for admin adjustments, subtracts) credits; never below zero. */
    async grant(input: GrantInput, executor?: Executor): Promise<LedgerResult> {
      if (!Number.isInteger(input.amount) || input.amount === 0) throw new Error(`invalid credit amount ${input.amount}`);
      const apply = async (tx: Executor) =>
        (
          await tx
            .update(users)
            .set({ credits: sql`${users.credits} + ${input.amount}` })
            .where(input.amount > 0 ? eq(users.id, input.userId) : and(eq(users.id, input.userId), gte(users.credits, -input.amount)))
            .returning({ credits: users.credits })
        )[0];
      const row = { userId: input.userId, type: input.type, amount: input.amount, feature: input.feature, description: input.description, metadata: input.metadata };
      if (!executor) return move(input.idempotencyKey, apply, row);
      // Inside a caller's transaction (e.g. registration): the caller owns atomicity.
      const updated = await apply(executor);
      if (!updated) throw new AppError('INSUFFICIENT_CREDITS', INSUFFICIENT_CREDITS_MESSAGE);
      const [entry] = await executor
        .insert(creditTransactions)
        .values({ ...row, creditsAfter: updated.credits, idempotencyKey: input.idempotencyKey, createdAt: clock.now() })
        .returning({ id: creditTransactions.id });
      return { creditsAfter: updated.credits, transactionId: entry!.id, replayed: false };
    },

    /** The balance and plan; `monthlyAllocation` when the caller already read it (with the session, decision 063), else read here. */
    async info(user: Pick<UserRow, 'credits' | 'subscriptionTier'>, monthlyAllocation?: number | null): Promise<CreditInfo> {
      return { credits: user.credits, tier: user.subscriptionTier, monthlyAllocation: monthlyAllocation ?? (await catalogue.monthlyAllocation(user.subscriptionTier)) };
    },

    /**
     * Free tier: at the first request of a new calendar month (UTC) the balance
     * is topped up to 15 if lower; it never accumulates. The row lock makes
     * concurrent first requests top up once.
     */
    async applyMonthlyTopUp(user: UserRow): Promise<UserRow> {
      const now = clock.now();
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      if (user.subscriptionTier !== 'free' || user.lastCreditReset >= monthStart) return user;
      const monthKey = monthStart.toISOString().slice(0, 7);
      await db.transaction(async (tx) => {
        const [current] = await tx.select({ credits: users.credits, lastCreditReset: users.lastCreditReset }).from(users).where(eq(users.id, user.id)).for('update');
        if (!current || current.lastCreditReset >= monthStart) return;
        const after = Math.max(current.credits, FREE_MONTHLY_CREDITS);
        await tx.update(users).set({ credits: after, lastCreditReset: now }).where(eq(users.id, user.id));
        if (after > current.credits) {
          await tx.insert(creditTransactions).values({
            userId: user.id,
            type: 'monthly_reset',
            amount: after - current.credits,
            description: `Free monthly credits (${monthKey})`,
            creditsAfter: after,
            idempotencyKey: `monthly:${user.id}:${monthKey}`,
            createdAt: now,
          });
        }
      });
      const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
      return fresh ?? user;
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
