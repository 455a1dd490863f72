import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import { LOW_CREDIT_THRESHOLD } from '@shared/constants';
import type { Database, Executor } from '../../db/client';
import { autoTopUps, stripeCustomers, users, type AutoTopUpRow } from '../../db/schema';
import type { OffSessionOutcome, PaymentIntentInfo, StripeGateway } from '../../integrations/stripe';
import type { Clock } from '../../lib/clock';
import type { SystemLogsService } from '../system-logs/system-logs.service';

// Auto top-up attempts left `pending` (decision 125): the job charged at
// Stripe, then died or lost the answer, and every retry failed too (or the
// webhook never came). A pending attempt blocks the next one and counts
// against the month, so it must end. Stripe, not our row, knows what
// happened: the attempt's PaymentIntent is found by its metadata
// (`autoTopUpId`) and its outcome recorded through the same paths as the job's
// answer (the grant stays exactly-once). An attempt Stripe never saw is
// charged now while its idempotency key still holds, or given back after.

/** The job's own retries are over by then (6 runs of at most 5 minutes, about 16 minutes of back-off). */
export const STALE_AFTER_MS = 60 * 60 * 1000;
/** Stripe keeps an idempotency key 24 hours: until then a second charge with the attempt's key is the same charge. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Stripe's clock and ours may differ a little: the PaymentIntent is looked for from this much before the attempt. */
const CLOCK_MARGIN_MS = 60 * 60 * 1000;
/** Attempts settled per run; the next run takes the rest. */
const BATCH = 100;

export type TopUpSettler = {
  /** The job's charge (re-reads the row; only a pending attempt goes on). */
  charge(topUpId: string): Promise<void>;
  /** Records Stripe's outcome of the attempt as the job would have (grant, SCA e-mail, or decline). */
  record(row: AutoTopUpRow, userId: string, outcome: OffSessionOutcome): Promise<void>;
  /** Reserves a new attempt; the caller's transaction holds the user's row lock. */
  reserve(executor: Executor, userId: string): Promise<unknown>;
};

type Deps = { db: Database; clock: Clock; stripe: StripeGateway; systemLogs: SystemLogsService };

export type SettleResult = 'succeeded' | 'authentication_required' | 'declined' | 'waiting' | 'charged' | 'given_back';

/** What the job would have learnt from Stripe's answer; null while Stripe has not decided (its webhook will tell). */
export function outcomeOf(intent: PaymentIntentInfo): OffSessionOutcome | null {
  if (intent.status === 'succeeded') return { kind: 'succeeded', paymentIntentId: intent.id };
  if (intent.status === 'requires_action' || intent.lastErrorCode === 'authentication_required')
    return { kind: 'authentication_required', paymentIntentId: intent.id };
  if (intent.status === 'requires_payment_method')
    return { kind: 'declined', paymentIntentId: intent.id, code: intent.lastErrorCode ?? 'card_declined' };
  if (intent.status === 'canceled') return { kind: 'declined', paymentIntentId: intent.id, code: 'canceled' };
  return null;
}

export async function settleStaleTopUps(deps: Deps, settler: TopUpSettler): Promise<Map<string, SettleResult>> {
  const { db, clock, stripe, systemLogs } = deps;
  const now = clock.now().getTime();

  async function findIntent(row: AutoTopUpRow, userId: string): Promise<PaymentIntentInfo | null> {
    const [customer] = await db
      .select({ id: stripeCustomers.stripeCustomerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, userId));
    if (!customer) return null;
    return stripe.findPaymentIntent({
      customerId: customer.id,
      createdSince: new Date(row.createdAt.getTime() - CLOCK_MARGIN_MS),
      metadata: { key: 'autoTopUpId', value: row.id },
    });
  }

  /** Nothing was charged and the key has lapsed: the attempt ends, and one is reserved again if still under the line. */
  async function giveBack(row: AutoTopUpRow, userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(autoTopUps)
        .set({ status: 'cancelled', failureCode: 'not_charged', updatedAt: clock.now() })
        .where(and(eq(autoTopUps.id, row.id), eq(autoTopUps.status, 'pending')))
        .returning({ id: autoTopUps.id });
      if (!ended) return;
      const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).for('update');
      if (user && user.credits < LOW_CREDIT_THRESHOLD) await settler.reserve(tx, userId);
    });
  }

  async function settle(row: AutoTopUpRow, userId: string): Promise<SettleResult> {
    const intent = await findIntent(row, userId);
    if (intent) {
      const outcome = outcomeOf(intent);
      if (!outcome) return 'waiting';
      await settler.record(row, userId, outcome);
      return outcome.kind;
    }
    if (now - row.createdAt.getTime() < IDEMPOTENCY_WINDOW_MS) {
      await settler.charge(row.id);
      return 'charged';
    }
    await giveBack(row, userId);
    return 'given_back';
  }

  const stale = await db
    .select()
    .from(autoTopUps)
    .where(
      and(
        eq(autoTopUps.status, 'pending'),
        isNotNull(autoTopUps.userId),
        lt(autoTopUps.updatedAt, new Date(now - STALE_AFTER_MS)),
      ),
    )
    .orderBy(asc(autoTopUps.createdAt))
    .limit(BATCH);
  const results = new Map<string, SettleResult>();
  for (const row of stale) {
    const userId = row.userId!;
    try {
      const result = await settle(row, userId);
      results.set(row.id, result);
      await systemLogs.record({
        level: result === 'waiting' ? 'warning' : 'info',
        source: 'stripe',
        message: `Stale auto top-up settled with Stripe: ${result}`,
        metadata: { autoTopUpId: row.id, month: row.month, sequence: row.sequence },
        userId,
      });
    } catch (error) {
      // Stripe unreachable: the attempt stays pending and the next run tries again.
      await systemLogs.record({
        level: 'error',
        source: 'stripe',
        message: 'A stale auto top-up could not be settled',
        metadata: { autoTopUpId: row.id, error: error instanceof Error ? error.message.slice(0, 500) : String(error) },
        userId,
      });
    }
  }
  return results;
}
