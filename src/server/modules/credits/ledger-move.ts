import { and, eq, gte, sql } from 'drizzle-orm';
import { LOW_CREDIT_THRESHOLD } from '@shared/constants';
import { INSUFFICIENT_CREDITS_MESSAGE } from '@shared/errors';
import type { Executor } from '../../db/client';
import { creditTransactions, users, type CreditTransactionType } from '../../db/schema';
import { AppError } from '../../errors';

// The one ledger move (DECISIONS.md, Credits): every balance change in the
// product is this conditional UPDATE of users.credits plus its ledger row, in
// the caller's transaction. A negative amount only matches when the balance
// covers it (a CHECK backs it up), so the balance never goes below zero; the
// ledger's unique idempotency key makes a second move with the same key fail
// the whole transaction, which the callers turn into a replay.

export type LedgerMove = {
  userId: string;
  type: CreditTransactionType;
  /** Signed: negative takes credits (spend, admin deduction), positive gives them. */
  amount: number;
  idempotencyKey: string;
  createdAt: Date;
  feature?: string | null;
  description?: string | null;
  metadata?: Record<string, unknown> | null;
};

export type LedgerEntry = {
  creditsAfter: number;
  transactionId: string;
  /**
   * This spend took the balance under the low line (5, the badge's amber) of a user with auto top-up on.
   * The row lock of the UPDATE orders every move of a user, so one spend crosses once however many run at once.
   */
  crossedLowLine: boolean;
};

/** What a spend that crosses the low line sets off (auto top-up, decision 093), in the same transaction. */
export type LowBalanceHook = (executor: Executor, userId: string) => Promise<void>;

/** Moves `amount` credits and writes its ledger row; 402 'Insufficient credits' when a deduction is not covered. */
export async function applyLedgerMove(executor: Executor, move: LedgerMove): Promise<LedgerEntry> {
  if (!Number.isInteger(move.amount) || move.amount === 0) throw new Error(`invalid credit amount ${move.amount}`);
  const covered =
    move.amount > 0 ? eq(users.id, move.userId) : and(eq(users.id, move.userId), gte(users.credits, -move.amount));
  const [updated] = await executor
    .update(users)
    .set({ credits: sql`${users.credits} + ${move.amount}` })
    .where(covered)
    .returning({ credits: users.credits, autoTopUp: users.autoTopUp });
  if (!updated) throw new AppError('INSUFFICIENT_CREDITS', INSUFFICIENT_CREDITS_MESSAGE);
  const [entry] = await executor
    .insert(creditTransactions)
    .values({
      userId: move.userId,
      type: move.type,
      amount: move.amount,
      feature: move.feature ?? null,
      description: move.description ?? null,
      metadata: move.metadata ?? null,
      creditsAfter: updated.credits,
      idempotencyKey: move.idempotencyKey,
      createdAt: move.createdAt,
    })
    .returning({ id: creditTransactions.id });
  const crossedLowLine =
    move.type === 'spend' &&
    updated.autoTopUp &&
    updated.credits < LOW_CREDIT_THRESHOLD &&
    updated.credits - move.amount >= LOW_CREDIT_THRESHOLD;
  return { creditsAfter: updated.credits, transactionId: entry!.id, crossedLowLine };
}
