import { randomBytes } from 'node:crypto';

// Stripe's JSON objects as the API (2025+ shapes) returns them, with the
// fields Postwright and the SDK read. Timestamps are Unix seconds.

export type Metadata = Record<string, string>;

export type FakeCustomer = {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
};

export type FakeCoupon = {
  id: string;
  object: 'coupon';
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  max_redemptions: number | null;
  times_redeemed: number;
  valid: boolean;
  metadata: Metadata;
  created: number;
};

export type FakeLine = {
  name: string;
  description: string | null;
  unitAmount: number;
  currency: string;
  quantity: number;
  recurring: boolean;
};

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  client_reference_id: string | null;
  customer: string | null;
  metadata: Metadata;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  discounts: Array<{ coupon: string }>;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not part of Stripe's object: what the hosted page sells. */
  _line: FakeLine;
  _subscriptionMetadata: Metadata;
  /** payment_intent_data.setup_future_usage: the card is saved on the customer when paid. */
  _setupFutureUsage: string | null;
};

export type FakePrice = {
  id: string;
  object: 'price';
  unit_amount: number;
  currency: string;
  recurring: { interval: 'month' } | null;
  product: string;
  metadata: Metadata;
};

export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Metadata;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      price: FakePrice;
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }>;
  };
  latest_invoice: string | null;
  created: number;
  livemode: false;
};

export type FakeInvoice = {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  billing_reason: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  currency: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Metadata };
  };
  status_transitions: { paid_at: number | null; finalized_at: number | null };
  total_discount_amounts: Array<{ amount: number; discount: string }>;
  hosted_invoice_url: string;
  created: number;
  livemode: false;
};

export type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded' | 'requires_payment_method';
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  metadata: Metadata;
  latest_charge: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  created: number;
};

export type FakePaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  created: number;
  livemode: false;
};

/** What the bank answers to an off-session charge of a saved card (test cards pm_card_visa, …threeDSecureRequired, …chargeDeclined). */
export type CardOutcome = 'succeeds' | 'authentication_required' | 'card_declined';

export type FakeCharge = {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  paid: true;
  status: 'succeeded';
  currency: string;
  customer: string | null;
  payment_intent: string | null;
  receipt_url: string;
  created: number;
};

export type FakePortalSession = {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
};

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

const MONTH_SECONDS = 30 * 24 * 60 * 60;
export const nextPeriod = (start: number) => ({ start, end: start + MONTH_SECONDS });

/** What a coupon takes off an amount, in cents. */
export function discountOf(amount: number, coupon: FakeCoupon | undefined): number {
  if (!coupon) return 0;
  if (coupon.percent_off !== null) return Math.round((amount * coupon.percent_off) / 100);
  return Math.min(coupon.amount_off ?? 0, amount);
}
