import { eq, sum } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { creditTransactions, users } from '../db/schema';

/** Balance and ledger sum of one user; the invariant is that they are equal. */
export async function ledgerState(db: Executor, userId: string) {
  const [user] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const [ledger] = await db
    .select({ total: sum(creditTransactions.amount) })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
  return { balance: user!.credits, ledgerSum: Number(ledger?.total ?? 0) };
}
