import { eq } from 'drizzle-orm';
import { TIER_LABELS, type PlanKey } from '@shared/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../integrations/mailer';
import { PaymentProviderError, WebhookSignatureError } from '../../integrations/stripe';
import type { CheckoutSessionInfo, StripeEventInfo } from '../../integrations/stripe-objects';
import type { DiscountReservations } from './discount-reservations';
import type { PackFulfilmentService } from './pack-fulfilment.service';
import { requireStripe, type BillingContext } from './stripe-access';
import type { SubscriptionFulfilmentService } from './subscription-fulfilment.service';
import type { AutoTopUpService } from './auto-top-up.service';
import { exactlyOnce, isPaidSession, type EventRecord } from './fulfilment-support';
import type { Clock } from '../../lib/clock';

// POST /api/stripe/webhook: the signature over the raw body proves the event
// comes from Stripe; each event is then applied exactly once (its id is the
// idempotency record, written in the same transaction as its effect).
// Unknown types answer 200 so Stripe stops sending them.

type Deps = BillingContext & {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  packs: PackFulfilmentService;
  plans: SubscriptionFulfilmentService;
  discountReservations: DiscountReservations;
  autoTopUp: AutoTopUpService;
};

export function createStripeWebhookService(deps: Deps) {
  const { db, clock, systemLogs, packs, plans } = deps;

  /** A checkout session, from its webhook or from the success page: packs by session, plans by their first invoice. */
  async function fulfilSession(session: CheckoutSessionInfo, event?: EventRecord): Promise<void> {
    if (session.mode !== 'subscription') return packs.fulfilSession(session, event);
    // The first payment of a subscription is granted by its invoice (one key whichever event comes first).
    const invoice =
      isPaidSession(session) && session.invoiceId ? await requireStripe(deps).retrieveInvoice(session.invoiceId) : null;
    if (invoice) return plans.applyPaidInvoice(invoice, event);
    await exactlyOnce(db, clock, event, async () => undefined);
  }

  async function tellPaymentFailed(target: { userId: string; planKey: PlanKey }): Promise<void> {
    const [user] = await db
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, target.userId));
    if (!user) return;
    const manage = `${deps.appUrl.replace(/\/$/, '')}/profile`;
    try {
      await deps.mailer.send({
        to: user.email,
        subject: 'Your Postwright payment did not go through',
        text: [
          `Hello ${user.fullName},`,
          '',
          `We could not charge your card for your ${TIER_LABELS[target.planKey]} plan. Stripe will try again over the next few days; until then your plan stays active.`,
          '',
          `To update your payment method, open Manage Subscription in your profile: ${manage}`,
          '',
          'The Postwright team',
        ].join('\n'),
      });
    } catch (error) {
      await systemLogs.record({
        level: 'error',
        source: 'system',
        message: 'Payment failure e-mail could not be sent',
        metadata: { error: error instanceof Error ? error.message : String(error) },
        userId: target.userId,
      });
    }
  }

  async function apply(event: StripeEventInfo): Promise<void> {
    const record = { id: event.id, type: event.stripeType };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return fulfilSession(event.session, record);
      case 'checkout.session.expired':
        // The session can no longer be paid: its held discount use is free again (decision 090).
        await deps.discountReservations.release({ stripeSessionId: event.session.id });
        return;
      case 'invoice.paid':
        return plans.applyPaidInvoice(event.invoice, record);
      case 'invoice.payment_failed': {
        const failed = await plans.applyPaymentFailed(event.invoice, record);
        if (failed) await tellPaymentFailed(failed);
        return;
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return plans.applySubscriptionChange(event.subscription, record);
      case 'charge.refunded':
        return packs.applyRefund(event.charge, record);
      case 'payment_intent.succeeded':
        // An automatic top-up is granted here if its job died after Stripe charged (decision 093).
        return deps.autoTopUp.applyPaidIntent(event.paymentIntent, record);
      case 'payment_intent.payment_failed':
        // The auto-top-up job reads the failure from Stripe's answer itself.
        return;
      case 'other':
        return;
    }
  }

  return {
    fulfilSession,

    async handle(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const stripe = requireStripe(deps);
      let event: StripeEventInfo;
      try {
        event = stripe.verifyWebhook(rawBody, signature);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        await systemLogs.record({
          level: 'error',
          source: 'stripe',
          message: 'Webhook signature verification failed',
          metadata: { reason: error.message },
        });
        throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
      }
      try {
        await apply(event);
      } catch (error) {
        // Not applied: Stripe retries the event later, and the administrators learn why.
        await systemLogs
          .record({
            level: 'error',
            source: 'stripe',
            message: `Webhook ${event.stripeType} could not be applied: ${error instanceof Error ? error.message : String(error)}`,
            metadata: { eventId: event.id },
          })
          .catch(() => undefined);
        if (error instanceof PaymentProviderError)
          throw new AppError('UPSTREAM_ERROR', 'Stripe could not be reached; the event will be retried');
        throw error;
      }
    },
  };
}
export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
