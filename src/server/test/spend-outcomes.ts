import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { creditTransactions, posts } from '../db/schema';

export type SpendOutcome = { runId: string; spent: number; refunds: number; posts: number };

/**
 * How every post-generation spend of a user ended (decision 057): each spend
 * row (key `run:<id>`) with its refund rows and the posts saved by its run
 * (their generation id is the run's id).
 */
export async function generationSpendOutcomes(db: Executor, userId: string): Promise<SpendOutcome[]> {
  const ledger = await db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.feature, 'post_generation')));
  const spends = ledger.filter((row) => row.type === 'spend');
  const runIds = spends.map((row) => row.idempotencyKey.replace(/^run:/, ''));
  const saved =
    runIds.length === 0
      ? []
      : await db.select({ generationId: posts.generationId }).from(posts).where(inArray(posts.generationId, runIds));
  return spends.map((spend, i) => {
    const runId = runIds[i]!;
    return {
      runId,
      spent: -spend.amount,
      refunds: ledger.filter((row) => row.type === 'refund' && row.idempotencyKey === `refund:run:${runId}`).length,
      posts: saved.filter((row) => row.generationId === runId).length,
    };
  });
}

/** The invariant: a spend ended as saved posts and no refund, or as exactly one refund and no posts. */
export const endedCleanly = (o: SpendOutcome) => (o.posts > 0 && o.refunds === 0) || (o.posts === 0 && o.refunds === 1);
