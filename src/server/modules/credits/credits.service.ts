import { eq } from 'drizzle-orm';
import { FREE_MONTHLY_CREDITS, type Feature } from '@shared/constants';
import type { CreditInfo } from '@shared/schemas/credits';
import type { Database, Executor } from '../../db/client';
import { creditTransactions, users, type CreditTransactionType, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CatalogueService } from '../billing';
import { createCreditRuns } from './credit-runs.service';
import { applyLedgerMove, type LedgerMove, type LowBalanceHook } from './ledger-move';

// The credit ledger (DECISIONS.md, Credits). Every balance change is one
// conditional UPDATE plus one ledger row in one transaction; the ledger's
// unique idempotency key makes a retried request or replayed event a no-op
// that answers like the first one. The balance can never go negative: the
// UPDATE only matches when there is enough, and a CHECK backs it up.

const IDEMPOTENCY_CONSTRAINT = 'credit_transactions_idempotency_key_unique';

export type LedgerResult = { creditsAfter: number; transactionId: string; replayed: boolean };

export type SpendInput = {
  userId: string;
  feature: Feature | 'ab_questions';
  cost: number;
  idempotencyKey: string;
  description?: string;
  metadata?: Record<string, unknown>;
};
export type GrantInput = {
  userId: string;
  type: Exclude<CreditTransactionType, 'spend'>;
  amount: number;
  idempotencyKey: string;
  feature?: string;
  description?: string;
  metadata?: Record<string, unknown>;
};

export function createCreditsService({
  db,
  clock,
  catalogue,
  maxRunMs,
  lowBalance,
}: {
  db: Database;
  clock: Clock;
  catalogue: CatalogueService;
  maxRunMs: number;
  /** Called in the spend's transaction when it crossed the low line with auto top-up on. */
  lowBalance?: LowBalanceHook;
}) {
  /** One ledger move in its own transaction; a duplicate idempotency key answers the original move. */
  async function moveOnce(move: Omit<LedgerMove, 'createdAt'>): Promise<LedgerResult> {
    try {
      const entry = await db.transaction(async (tx) => {
        const moved = await applyLedgerMove(tx, { ...move, createdAt: clock.now() });
        if (moved.crossedLowLine) await lowBalance?.(tx, move.userId);
        return moved;
      });
      return { creditsAfter: entry.creditsAfter, transactionId: entry.transactionId, replayed: false };
    } catch (error) {
      if (!isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT)) throw error;
      const [existing] = await db
        .select()
        .from(creditTransactions)
        .where(eq(creditTransactions.idempotencyKey, move.idempotencyKey));
      if (!existing) throw error;
      return { creditsAfter: existing.creditsAfter, transactionId: existing.id, replayed: true };
    }
  }

  async function userExists(userId: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row !== undefined;
  }

  // Paid AI runs (decisions 057, 058) are part of this service's surface, written in their own file:
  // reserve, completeRun, refundRun, sweepRuns, observeRuns, stopRefundRetries. Both use applyLedgerMove.
  const runs = createCreditRuns({ db, clock, maxRunMs, lowBalance });

  return {
    ...runs,
    /** Takes `cost` credits or throws 402 'Insufficient credits'. A cost of 0 moves nothing. */
    async spend(input: SpendInput): Promise<LedgerResult | null> {
      if (!Number.isInteger(input.cost) || input.cost < 0) throw new Error(`invalid credit cost ${input.cost}`);
      if (input.cost === 0) return null;
      try {
        return await moveOnce({
          userId: input.userId,
          type: 'spend',
          amount: -input.cost,
          feature: input.feature,
          idempotencyKey: input.idempotencyKey,
          description: input.description,
          metadata: input.metadata,
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS' && !(await userExists(input.userId))) {
          throw new AppError('NOT_FOUND', 'Account not found');
        }
        throw error;
      }
    },

    /** Adds (or, for admin adjustments, subtracts) credits; never below zero. */
    async grant(input: GrantInput, executor?: Executor): Promise<LedgerResult> {
      if (!Number.isInteger(input.amount) || input.amount === 0)
        throw new Error(`invalid credit amount ${input.amount}`);
      if (!executor) return moveOnce(input);
      // Inside a caller's transaction (e.g. registration): the caller owns atomicity.
      const entry = await applyLedgerMove(executor, { ...input, createdAt: clock.now() });
      return { creditsAfter: entry.creditsAfter, transactionId: entry.transactionId, replayed: false };
    },

    /** The balance and plan; `monthlyAllocation` when the caller already read it (with the session, decision 063), else read here. */
    async info(
      user: Pick<UserRow, 'credits' | 'subscriptionTier'>,
      monthlyAllocation?: number | null,
    ): Promise<CreditInfo> {
      return {
        credits: user.credits,
        tier: user.subscriptionTier,
        monthlyAllocation: monthlyAllocation ?? (await catalogue.monthlyAllocation(user.subscriptionTier)),
      };
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
        const [current] = await tx
          .select({ credits: users.credits, lastCreditReset: users.lastCreditReset })
          .from(users)
          .where(eq(users.id, user.id))
          .for('update');
        if (!current || current.lastCreditReset >= monthStart) return;
        const topUp = FREE_MONTHLY_CREDITS - current.credits;
        await tx.update(users).set({ lastCreditReset: now }).where(eq(users.id, user.id));
        if (topUp <= 0) return;
        await applyLedgerMove(tx, {
          userId: user.id,
          type: 'monthly_reset',
          amount: topUp,
          description: `Free monthly credits (${monthKey})`,
          idempotencyKey: `monthly:${user.id}:${monthKey}`,
          createdAt: now,
        });
      });
      const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
      return fresh ?? user;
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
