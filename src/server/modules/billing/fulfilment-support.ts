import { eq } from 'drizzle-orm';
import { PLAN_KEYS, type PlanKey } from '@shared/constants';
import type { Database, Executor, Transaction } from '../../db/client';
import { stripeCustomers, stripeEvents, users } from '../../db/schema';
import type { CheckoutSessionInfo, InvoiceInfo, SubscriptionInfo } from '../../integrations/stripe-objects';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';

// Pieces every fulfilment path shares (webhooks and the success pages alike).

/** A webhook event being applied; absent when a success page fulfils a session itself. */
export type EventRecord = { id: string; type: string };

/** Subscription states that keep the paid tier (Stripe still collects, or retries). */
export const PAID_TIER_STATUSES = ['active', 'trialing', 'past_due'];
/** States after which the customer is back on the free tier. */
export const ENDED_STATUSES = ['canceled', 'unpaid', 'incomplete_expired', 'paused'];

/** Stripe has the money, or none was due (a 100 % discount). */
export const isPaidSession = (session: Pick<CheckoutSessionInfo, 'paymentStatus'>) =>
  session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required';

/**
 * Runs an effect in one transaction together with its event's idempotency
 * record: the first delivery inserts the event id and applies the effect;
 * any other delivery (a retry, or ten at once: they wait on the same key)
 * finds the id taken and does nothing. Answers undefined when skipped.
 */
export async function exactlyOnce<T>(
  db: Database,
  clock: Clock,
  event: EventRecord | undefined,
  effect: (tx: Transaction) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    if (event) {
      const [fresh] = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, processedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (!fresh) return undefined;
    }
    return effect(tx);
  });
}

/** The account a payment belongs to: the first candidate id that still exists, else the owner of the Stripe customer. */
export async function accountOf(
  executor: Executor,
  candidates: Array<string | null | undefined>,
  customerId: string | null,
): Promise<string | null> {
  for (const candidate of candidates) {
    if (!candidate || !isUuid(candidate)) continue;
    const [user] = await executor.select({ id: users.id }).from(users).where(eq(users.id, candidate));
    if (user) return user.id;
  }
  if (!customerId) return null;
  const [customer] = await executor
    .select({ userId: stripeCustomers.userId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.stripeCustomerId, customerId));
  return customer?.userId ?? null;
}

const asPlanKey = (value: string | undefined): PlanKey | undefined =>
  (PLAN_KEYS as readonly string[]).includes(value ?? '') ? (value as PlanKey) : undefined;

/**
 * The plan a subscription is on: a price that names its `planKey` (a plan
 * switched in the billing portal, with prices made in the dashboard) wins
 * over the metadata Postwright wrote at checkout.
 */
export function planKeyOf(subscription: SubscriptionInfo | null, invoice?: InvoiceInfo): PlanKey | undefined {
  return (
    asPlanKey(subscription?.priceMetadata.planKey) ??
    asPlanKey(subscription?.metadata.planKey) ??
    asPlanKey(invoice?.subscriptionMetadata.planKey)
  );
}

export const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
