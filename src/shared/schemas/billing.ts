import { PLAN_ICONS } from '../catalogue';
import { PACK_KEYS, PLAN_KEYS, TIERS } from '../constants';
import { z } from './common';

// Pricing, checkout and subscription calls (money-and-admin §2, §7).

export const publicPlanSchema = z.object({
  planKey: z.enum(PLAN_KEYS),
  name: z.string(),
  /** Euro a month, e.g. 20. */
  price: z.number().nonnegative(),
  priceCents: z.number().int().nonnegative(),
  period: z.literal('month'),
  description: z.string(),
  features: z.array(z.string()),
  credits: z.number().int().positive(),
  popular: z.boolean(),
  icon: z.enum(PLAN_ICONS),
});

export const publicPackSchema = z.object({
  packKey: z.enum(PACK_KEYS),
  name: z.string(),
  /** Euro, e.g. 30. */
  price: z.number().nonnegative(),
  priceCents: z.number().int().nonnegative(),
  credits: z.number().int().positive(),
  description: z.string(),
  /** Euro per credit, e.g. 0.06. */
  value: z.number().nonnegative(),
  popular: z.boolean(),
});

/** GET /api/pricing. The web parses the answer with this schema and falls back to the defaults when it does not match. */
export const pricingResponseSchema = z.object({
  subscriptionPlans: z.array(publicPlanSchema).length(PLAN_KEYS.length),
  creditPacks: z.array(publicPackSchema).length(PACK_KEYS.length),
  /** False until Stripe keys are configured: the buttons then say "Payments are not configured yet". */
  paymentsEnabled: z.boolean(),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

/** A code as the customer typed it: any case, surrounding spaces ignored; empty means none. */
const typedDiscountCode = z
  .string()
  .trim()
  .max(64, 'Discount code must be at most 64 characters')
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));

export const subscriptionCheckoutSchema = z.object({
  planKey: z.enum(PLAN_KEYS, 'Choose a plan'),
  discountCode: typedDiscountCode,
});
export type SubscriptionCheckoutInput = z.infer<typeof subscriptionCheckoutSchema>;

export const creditCheckoutSchema = z.object({
  packKey: z.enum(PACK_KEYS, 'Choose a credit pack'),
  discountCode: typedDiscountCode,
});
export type CreditCheckoutInput = z.infer<typeof creditCheckoutSchema>;

/** Checkout and billing portal: the browser goes to `url` (Stripe's hosted page). */
export const redirectUrlResponseSchema = z.object({ url: z.string() });
export type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;

/** GET /api/stripe/checkout-session/{id}: the session as Stripe reports it, fulfilled if paid. */
export const checkoutSessionStatusSchema = z.object({
  id: z.string(),
  kind: z.enum(['pack', 'subscription']),
  /** Stripe took the money (or none was due): the credits are in the balance below. */
  paid: z.boolean(),
  planKey: z.enum(PLAN_KEYS).nullable(),
  packKey: z.enum(PACK_KEYS).nullable(),
  /** Credits this checkout added (0 until paid). */
  creditsAdded: z.number().int().nonnegative(),
  /** Cents charged, after any discount. */
  amountTotal: z.number().int().nonnegative(),
  /** The balance and tier right after fulfilment. */
  credits: z.number().int(),
  tier: z.enum(TIERS),
  monthlyAllocation: z.number().int(),
});
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;

/** POST /api/stripe/cancel-checkout: the held discount use named in the cancel URL (`?checkout=`). */
export const cancelCheckoutSchema = z.object({ reservationId: z.uuid('Unknown checkout') });
export const cancelCheckoutResponseSchema = z.object({ released: z.boolean() });
export type CancelCheckoutResponse = z.infer<typeof cancelCheckoutResponseSchema>;

export const checkoutSessionParamsSchema = z.object({
  id: z
    .string()
    .max(255)
    .regex(/^cs_[A-Za-z0-9_]+$/, 'Unknown checkout session'),
});

/** GET /api/billing/subscription: the signed-in user's plan, for the pricing page and the profile. */
export const subscriptionSummarySchema = z.object({
  tier: z.enum(TIERS),
  /** active, past_due, canceled, … as Stripe names it; `none` for an account that never subscribed. */
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** ISO time the paid period ends (renewal, or the end of a cancelled subscription). */
  currentPeriodEnd: z.string().nullable(),
  /** The user has a Stripe customer, so the billing portal can open. */
  canManage: z.boolean(),
  /** Payments are switched on (Stripe keys configured). */
  paymentsEnabled: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const PAYMENTS_NOT_CONFIGURED_MESSAGE = 'Payments are not configured yet';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have an active subscription. Manage it from your profile.';
