import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { TIER_LABELS, type PlanKey } from '@shared/constants';
import type { Database, Transaction } from '../../db/client';
import { invoices, subscriptions, users } from '../../db/schema';
import type { InvoiceInfo, SubscriptionInfo } from '../../integrations/stripe-objects';
import type { Clock } from '../../lib/clock';
import type { CreditsService } from '../credits/credits.service';
import type { CatalogueService } from './catalogue.service';
import type { DiscountCodesService } from './discount-codes.service';
import { alertOverLimit } from './discount-reservations';
import {
  accountOf,
  ENDED_STATUSES,
  euro,
  exactlyOnce,
  PAID_TIER_STATUSES,
  planKeyOf,
  type EventRecord,
} from './fulfilment-support';
import { requireStripe, type BillingContext } from './stripe-access';

// Subscriptions: every paid invoice of a subscription (its first payment and
// each renewal) adds the plan's credits once, keyed by the invoice; the
// subscription row and the user's tier follow Stripe's current state, which
// is re-read from Stripe on every event, so events in any order end alike.

const CREDIT_REASONS = ['subscription_create', 'subscription_cycle'];

type Deps = BillingContext & {
  db: Database;
  clock: Clock;
  credits: CreditsService;
  catalogue: CatalogueService;
  discountCodes: DiscountCodesService;
};

export function createSubscriptionFulfilmentService(deps: Deps) {
  const { db, clock, credits, catalogue, discountCodes, systemLogs } = deps;

  /** Stripe's current view of a subscription; the copy in the event when Stripe no longer has it. */
  async function current(id: string, fallback?: SubscriptionInfo): Promise<SubscriptionInfo | null> {
    return (await requireStripe(deps).retrieveSubscription(id)) ?? fallback ?? null;
  }

  /** Stores Stripe's state of a subscription and brings the owner's tier in line with it. */
  async function save(
    tx: Transaction,
    subscription: SubscriptionInfo,
    userId: string | null,
    planKey: PlanKey,
  ): Promise<void> {
    const state = {
      stripePriceId: subscription.priceId,
      tier: planKey,
      status: subscription.status,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      updatedAt: clock.now(),
    };
    await tx
      .insert(subscriptions)
      .values({ ...state, userId, stripeSubscriptionId: subscription.id, createdAt: clock.now() })
      .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: state });
    if (!userId) return;
    if (PAID_TIER_STATUSES.includes(subscription.status)) {
      await tx
        .update(users)
        .set({
          subscriptionTier: planKey,
          subscriptionStatus: subscription.status,
          stripeSubscriptionId: subscription.id,
          ...(subscription.customerId ? { stripeCustomerId: subscription.customerId } : {}),
        })
        .where(eq(users.id, userId));
    } else if (ENDED_STATUSES.includes(subscription.status)) {
      // Back to free, unless the user has moved on to another subscription. Credits already granted stay.
      await tx
        .update(users)
        .set({ subscriptionTier: 'free', subscriptionStatus: subscription.status, stripeSubscriptionId: null })
        .where(
          and(
            eq(users.id, userId),
            or(isNull(users.stripeSubscriptionId), eq(users.stripeSubscriptionId, subscription.id)),
          ),
        );
    }
  }

  async function ownerAndPlan(subscription: SubscriptionInfo, invoice?: InvoiceInfo) {
    const [known] = await db
      .select({ userId: subscriptions.userId, tier: subscriptions.tier })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscription.id));
    const userId = await accountOf(
      db,
      [known?.userId, subscription.metadata.userId, invoice?.subscriptionMetadata.userId],
      subscription.customerId ?? invoice?.customerId ?? null,
    );
    const planKey = planKeyOf(subscription, invoice) ?? (known?.tier && known.tier !== 'free' ? known.tier : undefined);
    return { userId, planKey };
  }

  async function unmatched(what: string, metadata: Record<string, unknown>, event?: EventRecord): Promise<void> {
    await exactlyOnce(db, clock, event, async () => undefined);
    await systemLogs.record({
      level: 'error',
      source: 'stripe',
      message: `Stripe ${what} could not be matched to an account or plan`,
      metadata,
    });
  }

  return {
    /** invoice.paid (and a subscription's success page): the plan's credits once per invoice, the subscription and tier up to date. */
    async applyPaidInvoice(invoice: InvoiceInfo, event?: EventRecord): Promise<void> {
      if (!invoice.subscriptionId || invoice.status !== 'paid') {
        await exactlyOnce(db, clock, event, async () => undefined);
        return;
      }
      const subscription = await current(invoice.subscriptionId);
      if (!subscription) return unmatched('invoice', { stripeInvoiceId: invoice.id }, event);
      const { userId, planKey } = await ownerAndPlan(subscription, invoice);
      if (!planKey)
        return unmatched('invoice', { stripeInvoiceId: invoice.id, stripeSubscriptionId: subscription.id }, event);
      const plan = (await catalogue.pricing()).plans[planKey];
      const grantsCredits = CREDIT_REASONS.includes(invoice.billingReason ?? '');

      const outcome = await exactlyOnce(db, clock, event, async (tx) => {
        let granted = false;
        let usage;
        if (grantsCredits) {
          const [recorded] = await tx
            .insert(invoices)
            .values({
              userId,
              stripeInvoiceId: invoice.id,
              stripeSubscriptionId: subscription.id,
              tier: planKey,
              amountPaid: invoice.amountPaid,
              currency: invoice.currency,
              creditsGranted: userId ? plan.credits : 0,
              paidAt: invoice.paidAt ?? clock.now(),
            })
            .onConflictDoNothing()
            .returning({ id: invoices.id });
          if (recorded && userId) {
            await credits.grant(
              {
                userId,
                type: 'subscription',
                amount: plan.credits,
                idempotencyKey: `invoice:${invoice.id}`,
                description: `${TIER_LABELS[planKey]} plan: ${plan.credits} monthly credits`,
                metadata: {
                  stripeInvoiceId: invoice.id,
                  stripeSubscriptionId: subscription.id,
                  billingReason: invoice.billingReason,
                },
              },
              tx,
            );
            granted = true;
            const discountCodeId = subscription.metadata.discountCodeId ?? invoice.subscriptionMetadata.discountCodeId;
            if (invoice.billingReason === 'subscription_create' && discountCodeId) {
              usage = await discountCodes.recordUsage(tx, {
                discountCodeId,
                userId,
                subscriptionId: subscription.id,
                discountAmount: Math.max(0, plan.priceCents - invoice.amountPaid),
                amountPaid: invoice.amountPaid,
                reservationId:
                  subscription.metadata.discountReservationId ?? invoice.subscriptionMetadata.discountReservationId,
              });
              // A plan is not cut to the price paid (the next months bill in full): the administrators decide (decision 090).
              if (usage === 'limit_reached') {
                const code =
                  subscription.metadata.discountCode ?? invoice.subscriptionMetadata.discountCode ?? 'a discount code';
                await alertOverLimit(tx, clock, { key: subscription.id, code, amountPaid: invoice.amountPaid });
              }
            }
          }
        }
        await save(tx, subscription, userId, planKey);
        return { granted, usage };
      });
      if (outcome?.granted) {
        await systemLogs.record({
          level: 'info',
          source: 'stripe',
          message: `${TIER_LABELS[planKey]} plan paid (${invoice.billingReason === 'subscription_cycle' ? 'renewal' : 'first payment'}, ${euro(invoice.amountPaid)}): ${plan.credits} credits added`,
          metadata: { stripeInvoiceId: invoice.id, stripeSubscriptionId: subscription.id },
          userId,
        });
      }
      if (outcome?.usage === 'limit_reached') {
        await systemLogs.record({
          level: 'warning',
          source: 'stripe',
          message: 'A discounted subscription started after its code reached its usage limit; the use was not counted',
          metadata: { stripeSubscriptionId: subscription.id },
          userId,
        });
      }
    },

    /** customer.subscription.updated / .deleted: status, cancellation at period end, plan; deleted → free tier. */
    async applySubscriptionChange(fromEvent: SubscriptionInfo, event?: EventRecord): Promise<void> {
      const subscription = await current(fromEvent.id, fromEvent);
      if (!subscription) return;
      const { userId, planKey } = await ownerAndPlan(subscription);
      if (!planKey) return unmatched('subscription', { stripeSubscriptionId: subscription.id }, event);
      await exactlyOnce(db, clock, event, (tx) => save(tx, subscription, userId, planKey));
    },

    /** invoice.payment_failed: past due until Stripe's retries succeed or give up; answers who to tell. */
    async applyPaymentFailed(
      invoice: InvoiceInfo,
      event?: EventRecord,
    ): Promise<{ userId: string; planKey: PlanKey } | undefined> {
      const subscriptionId = invoice.subscriptionId;
      if (!subscriptionId) {
        await exactlyOnce(db, clock, event, async () => undefined);
        return undefined;
      }
      const outcome = await exactlyOnce(db, clock, event, async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set({ status: 'past_due', updatedAt: clock.now() })
          .where(
            and(
              eq(subscriptions.stripeSubscriptionId, subscriptionId),
              inArray(subscriptions.status, PAID_TIER_STATUSES),
            ),
          )
          .returning({ userId: subscriptions.userId, tier: subscriptions.tier });
        const userId = await accountOf(tx, [row?.userId, invoice.subscriptionMetadata.userId], invoice.customerId);
        if (userId && row) {
          await tx
            .update(users)
            .set({ subscriptionStatus: 'past_due' })
            .where(and(eq(users.id, userId), eq(users.stripeSubscriptionId, subscriptionId)));
        }
        return { userId, planKey: (row?.tier ?? planKeyOf(null, invoice)) as PlanKey | undefined };
      });
      if (!outcome) return undefined;
      await systemLogs.record({
        level: 'warning',
        source: 'stripe',
        message: `Subscription payment failed (${euro(invoice.amountDue)}); the subscription is past due`,
        metadata: {
          stripeInvoiceId: invoice.id,
          stripeSubscriptionId: subscriptionId,
          billingReason: invoice.billingReason,
        },
        userId: outcome.userId,
      });
      return outcome.userId && outcome.planKey ? { userId: outcome.userId, planKey: outcome.planKey } : undefined;
    },
  };
}
export type SubscriptionFulfilmentService = ReturnType<typeof createSubscriptionFulfilmentService>;
