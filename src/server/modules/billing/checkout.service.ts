import { and, eq, inArray } from 'drizzle-orm';
import { CURRENCY, TIER_LABELS, type PackKey, type PlanKey } from '@shared/constants';
import { ALREADY_SUBSCRIBED_MESSAGE, type RedirectUrlResponse } from '@shared/schemas/billing';
import type { Database } from '../../db/client';
import { creditPurchases, stripeCustomers, subscriptions, users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { CatalogueService } from './catalogue.service';
import type { DiscountCheck, DiscountCodesService, DiscountTargetRef } from './discount-codes.service';
import type { DiscountReservations } from './discount-reservations';
import { requireVerifiedEmail } from '../accounts';
import { requireStripe, withStripeFailure, type BillingContext } from './stripe-access';

// Starting a payment: one Stripe customer per user, the price from the
// catalogue sent as `price_data` (an admin price change needs no Stripe
// dashboard work), the customer's discount code checked here and applied as
// a one-off Stripe coupon so it shows on Stripe's page and invoice.

/** Subscription states that still hold a paid tier: a second plan would bill the customer twice. */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'];

type AcceptedDiscount = Extract<DiscountCheck, { ok: true }>;

type Deps = BillingContext & {
  db: Database;
  clock: Clock;
  catalogue: CatalogueService;
  discountCodes: DiscountCodesService;
  discountReservations: DiscountReservations;
  appUrl: string;
};

/** A discount accepted for this checkout, with the use held for it (decision 090). */
type HeldDiscount = AcceptedDiscount & { reservationId: string };

export function createCheckoutService(deps: Deps) {
  const { db, clock, catalogue, discountCodes, discountReservations: reservations } = deps;
  const appUrl = deps.appUrl.replace(/\/$/, '');

  async function customerFor(user: UserRow): Promise<string> {
    const [existing] = await db
      .select({ id: stripeCustomers.stripeCustomerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, user.id));
    if (existing) return existing.id;
    const created = await requireStripe(deps).createCustomer({
      email: user.email,
      name: user.fullName,
      userId: user.id,
    });
    await db.transaction(async (tx) => {
      await tx
        .insert(stripeCustomers)
        .values({ userId: user.id, stripeCustomerId: created, createdAt: clock.now(), updatedAt: clock.now() })
        .onConflictDoNothing();
      await tx.update(users).set({ stripeCustomerId: created }).where(eq(users.id, user.id));
    });
    // Two checkouts started at once share Stripe's answer (idempotency key), so this is the one row.
    const [row] = await db
      .select({ id: stripeCustomers.stripeCustomerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, user.id));
    return row!.id;
  }

  /** The customer's code checked for this plan or pack; one that does not apply is a 400 with its reason. */
  async function checkedDiscount(
    code: string | undefined,
    target: DiscountTargetRef,
    userId: string,
  ): Promise<HeldDiscount | undefined> {
    if (!code) return undefined;
    const check = await discountCodes.check(code, target, userId);
    if (!check.ok) throw new AppError('BAD_REQUEST', check.message, { discountCode: check.message });
    const held = await reservations.reserve(check.discount.id, userId);
    if (!held.ok) {
      const message =
        held.reason === 'already_used'
          ? 'You have already used this discount code'
          : 'This discount code has reached its usage limit';
      throw new AppError('BAD_REQUEST', message, { discountCode: message });
    }
    return { ...check, reservationId: held.reservationId };
  }

  /** Opens the session; a checkout that never opened gives its held use back. */
  async function opened<T extends { id: string }>(
    discount: HeldDiscount | undefined,
    open: () => Promise<T>,
  ): Promise<T> {
    try {
      const session = await open();
      if (discount) await reservations.attachSession(discount.reservationId, session.id);
      return session;
    } catch (error) {
      if (discount) await reservations.release({ reservationId: discount.reservationId });
      throw error;
    }
  }

  /**
   * Back from Stripe without paying: the pricing page says nothing was charged (cancelled=1) and names the held
   * discount use so it can be given back at once.
   */
  const cancelUrl = (path: string, discount: HeldDiscount | undefined) =>
    `${appUrl}${path}${path.includes('?') ? '&' : '?'}cancelled=1${discount ? `&checkout=${discount.reservationId}` : ''}`;

  /** The discount as a one-off Stripe coupon, so it shows on Stripe's page and invoice. */
  function couponFor(accepted: AcceptedDiscount | undefined): Promise<string> | undefined {
    if (!accepted) return undefined;
    const { discount } = accepted;
    return requireStripe(deps).createCoupon({
      name: discount.code,
      currency: CURRENCY,
      metadata: { discountCodeId: discount.id, discountCode: discount.code },
      ...(discount.type === 'percentage'
        ? { percentOff: discount.value }
        : { amountOffCents: Math.round(discount.value * 100) }),
    });
  }

  const discountMetadata = (held: HeldDiscount | undefined): Record<string, string> =>
    held
      ? {
          discountCodeId: held.discount.id,
          discountCode: held.discount.code,
          discountReservationId: held.reservationId,
        }
      : {};

  async function hasLiveSubscription(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES)))
      .limit(1);
    return row !== undefined;
  }

  return {
    /** POST /api/stripe/create-subscription-checkout. */
    async startSubscription(
      user: UserRow,
      input: { planKey: PlanKey; discountCode?: string },
    ): Promise<RedirectUrlResponse> {
      requireVerifiedEmail(user);
      const stripe = requireStripe(deps);
      if (await hasLiveSubscription(user.id)) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
      const plan = (await catalogue.pricing()).plans[input.planKey];
      const discount = await checkedDiscount(input.discountCode, { kind: 'plan', key: input.planKey }, user.id);
      return withStripeFailure(deps, { action: 'subscription checkout', userId: user.id }, async () => {
        const metadata = {
          userId: user.id,
          kind: 'subscription',
          planKey: input.planKey,
          ...discountMetadata(discount),
        };
        const session = await opened(discount, async () =>
          stripe.createCheckoutSession({
            mode: 'subscription',
            customerId: await customerFor(user),
            userId: user.id,
            productName: `Postwright ${TIER_LABELS[input.planKey]}`,
            productDescription: `${plan.credits} credits every month`,
            unitAmountCents: plan.priceCents,
            currency: CURRENCY,
            couponId: await couponFor(discount),
            metadata,
            successUrl: `${appUrl}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: cancelUrl('/pricing', discount),
          }),
        );
        return { url: session.url };
      });
    },

    /** POST /api/stripe/create-credit-checkout. The purchase is recorded as pending with the price and credits of this moment. */
    async startPackPurchase(
      user: UserRow,
      input: { packKey: PackKey; discountCode?: string },
      /** A top-up the bank held back (SCA), paid on Stripe's page instead (decision 093). */
      completing?: { autoTopUpId: string },
    ): Promise<RedirectUrlResponse> {
      requireVerifiedEmail(user);
      const stripe = requireStripe(deps);
      const pack = (await catalogue.pricing()).packs[input.packKey];
      const discount = await checkedDiscount(input.discountCode, { kind: 'pack', key: input.packKey }, user.id);
      return withStripeFailure(deps, { action: 'credit pack checkout', userId: user.id }, async () => {
        const metadata = {
          userId: user.id,
          kind: 'pack',
          packKey: input.packKey,
          credits: String(pack.credits),
          ...discountMetadata(discount),
          ...(completing ? { autoTopUpId: completing.autoTopUpId } : {}),
        };
        const session = await opened(discount, async () =>
          stripe.createCheckoutSession({
            mode: 'payment',
            customerId: await customerFor(user),
            userId: user.id,
            productName: `Postwright ${pack.name}`,
            productDescription: `${pack.credits} credits`,
            unitAmountCents: pack.priceCents,
            currency: CURRENCY,
            couponId: await couponFor(discount),
            // The card is kept for auto top-up (decision 093); Stripe's page says so.
            saveCardForLater: true,
            metadata,
            successUrl: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
            cancelUrl: cancelUrl('/pricing?tab=packs', discount),
          }),
        );
        await db.insert(creditPurchases).values({
          userId: user.id,
          stripeSessionId: session.id,
          packType: input.packKey,
          creditsAmount: pack.credits,
          priceAmount: discount ? discount.discountedPriceCents : pack.priceCents,
          currency: CURRENCY,
          status: 'pending',
          discountCodeId: discount?.discount.id ?? null,
          createdAt: clock.now(),
        });
        return { url: session.url };
      });
    },

    /**
     * Before an account is deleted: its subscriptions end at Stripe at once,
     * so nobody is charged for an account that no longer exists. A Stripe
     * failure stops the deletion (502) rather than leave a paying orphan.
     */
    async endSubscriptionsOf(userId: string): Promise<void> {
      const live = await db
        .select({ id: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES)));
      if (live.length === 0) return;
      if (!deps.stripe) {
        // Keys removed since: nothing can reach Stripe; the administrators must cancel it in the dashboard.
        await deps.systemLogs.record({
          level: 'warning',
          source: 'stripe',
          message:
            'An account with a live subscription was deleted while payments are not configured; cancel it in the Stripe dashboard',
          metadata: { stripeSubscriptionIds: live.map((s) => s.id) },
        });
        return;
      }
      const stripe = deps.stripe;
      await withStripeFailure(
        deps,
        {
          action: 'cancel subscription at account deletion',
          userId,
          customerMessage:
            'We could not cancel your subscription with Stripe, so your account was not deleted. Please try again in a moment.',
        },
        async () => {
          for (const subscription of live) await stripe.cancelSubscription(subscription.id);
        },
      );
    },

    /**
     * POST /api/stripe/cancel-checkout: the customer came back without paying.
     * The session is expired at Stripe first, so it can no longer be paid, and
     * only then is its held use given back; a session already paid keeps it.
     */
    async cancelCheckout(user: UserRow, reservationId: string): Promise<{ released: boolean }> {
      const held = await reservations.heldOf(reservationId, user.id);
      if (!held) return { released: false };
      if (held.stripeSessionId) {
        const sessionId = held.stripeSessionId;
        const expired = await withStripeFailure(
          deps,
          {
            action: 'expire checkout session',
            userId: user.id,
            customerMessage: 'Could not cancel the checkout. Please try again.',
          },
          () => requireStripe(deps).expireCheckoutSession(sessionId),
        );
        if (!expired) return { released: false };
        // Stripe's checkout.session.expired webhook may have given it back already.
        await reservations.release({ reservationId });
        return { released: true };
      }
      return { released: await reservations.release({ reservationId }) };
    },

    /** POST /api/stripe/portal: Stripe's billing portal for the user's customer. */
    async openPortal(user: UserRow): Promise<RedirectUrlResponse> {
      const stripe = requireStripe(deps);
      const [customer] = await db
        .select({ id: stripeCustomers.stripeCustomerId })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.userId, user.id));
      if (!customer) throw new AppError('NOT_FOUND', 'You have no subscription or payment to manage yet');
      return withStripeFailure(
        deps,
        {
          action: 'billing portal',
          userId: user.id,
          customerMessage: 'Could not open the billing portal. Please try again.',
        },
        async () => ({
          url: await stripe.createPortalSession({ customerId: customer.id, returnUrl: `${appUrl}/profile` }),
        }),
      );
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
