import { desc, eq } from 'drizzle-orm';
import { PACK_KEYS, PLAN_KEYS, type PackKey, type PlanKey } from '@shared/constants';
import type { CheckoutSessionStatus, SubscriptionSummary } from '@shared/schemas/billing';
import type { Database } from '../../db/client';
import { creditPurchases, invoices, stripeCustomers, subscriptions, users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { CatalogueService } from './catalogue.service';
import { isPaidSession } from './fulfilment-support';
import { requireStripe, withStripeFailure, type BillingContext } from './stripe-access';
import type { StripeWebhookService } from './stripe-webhook.service';

// What the customer sees of billing: the result of a checkout (the success
// pages fulfil a paid session themselves, through the same idempotent path
// as the webhook, so the new balance shows before the webhook arrives) and
// the current plan (pricing page, profile).

type Deps = BillingContext & {
  db: Database;
  catalogue: CatalogueService;
  webhooks: Pick<StripeWebhookService, 'fulfilSession'>;
};

const NOT_FOUND_MESSAGE = 'Checkout session not found';

export function createBillingStatusService(deps: Deps) {
  const { db, catalogue } = deps;

  async function creditsAddedBy(sessionId: string, invoiceId: string | null): Promise<number> {
    if (invoiceId) {
      const [invoice] = await db
        .select({ credits: invoices.creditsGranted })
        .from(invoices)
        .where(eq(invoices.stripeInvoiceId, invoiceId));
      return invoice?.credits ?? 0;
    }
    const [purchase] = await db
      .select({ credits: creditPurchases.creditsAmount, status: creditPurchases.status })
      .from(creditPurchases)
      .where(eq(creditPurchases.stripeSessionId, sessionId));
    return purchase && purchase.status !== 'pending' ? purchase.credits : 0;
  }

  return {
    /** GET /api/stripe/checkout-session/{id}: the signed-in owner only (anyone else: 404). */
    async checkoutSession(user: UserRow, sessionId: string): Promise<CheckoutSessionStatus> {
      const stripe = requireStripe(deps);
      const failure = {
        action: 'checkout session status',
        userId: user.id,
        customerMessage: 'Could not confirm your payment with Stripe. Please refresh the page in a moment.',
      };
      const session = await withStripeFailure(deps, failure, () => stripe.retrieveCheckoutSession(sessionId));
      if (!session || (session.clientReferenceId !== user.id && session.metadata.userId !== user.id))
        throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      const paid = isPaidSession(session);
      if (paid) await withStripeFailure(deps, failure, () => deps.webhooks.fulfilSession(session));

      const [fresh] = await db
        .select({ credits: users.credits, tier: users.subscriptionTier })
        .from(users)
        .where(eq(users.id, user.id));
      const tier = fresh?.tier ?? user.subscriptionTier;
      const planKey = (PLAN_KEYS as readonly string[]).includes(session.metadata.planKey ?? '')
        ? (session.metadata.planKey as PlanKey)
        : null;
      const packKey = (PACK_KEYS as readonly string[]).includes(session.metadata.packKey ?? '')
        ? (session.metadata.packKey as PackKey)
        : null;
      return {
        id: session.id,
        kind: session.mode === 'subscription' ? 'subscription' : 'pack',
        paid,
        planKey,
        packKey,
        creditsAdded: paid
          ? await creditsAddedBy(session.id, session.mode === 'subscription' ? session.invoiceId : null)
          : 0,
        amountTotal: session.amountTotal,
        credits: fresh?.credits ?? user.credits,
        tier,
        monthlyAllocation: await catalogue.monthlyAllocation(tier),
      };
    },

    /** GET /api/billing/subscription. */
    async subscription(user: UserRow): Promise<SubscriptionSummary> {
      const [latest] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user.id))
        .orderBy(desc(subscriptions.updatedAt))
        .limit(1);
      const current = user.stripeSubscriptionId
        ? ((
            await db
              .select()
              .from(subscriptions)
              .where(eq(subscriptions.stripeSubscriptionId, user.stripeSubscriptionId))
          )[0] ?? latest)
        : latest;
      const [customer] = await db
        .select({ id: stripeCustomers.id })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.userId, user.id));
      return {
        tier: user.subscriptionTier,
        status: current?.status ?? 'none',
        cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
        currentPeriodEnd: current?.currentPeriodEnd?.toISOString() ?? null,
        canManage: customer !== undefined,
        paymentsEnabled: deps.stripe !== null,
      };
    },
  };
}
export type BillingStatusService = ReturnType<typeof createBillingStatusService>;
