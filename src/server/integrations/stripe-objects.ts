import type Stripe from 'stripe';

// The few fields of Stripe's objects that billing reads, in our own shapes, so
// the billing services never depend on the SDK's types (API 2025+ shapes:
// an invoice's subscription is under `parent.subscription_details`, a
// subscription's period lives on its items).

export type CheckoutSessionInfo = {
  id: string;
  /** payment, subscription or setup. */
  mode: string;
  /** open, complete or expired. */
  status: string | null;
  /** paid, unpaid or no_payment_required. */
  paymentStatus: string;
  clientReferenceId: string | null;
  customerId: string | null;
  metadata: Record<string, string>;
  amountTotal: number;
  amountSubtotal: number;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  invoiceId: string | null;
};

export type SubscriptionInfo = {
  id: string;
  customerId: string | null;
  /** active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  metadata: Record<string, string>;
  priceId: string | null;
  /** Metadata of the first item's price: a plan switched in the billing portal names its `planKey` there. */
  priceMetadata: Record<string, string>;
};

export type InvoiceInfo = {
  id: string;
  customerId: string | null;
  status: string | null;
  /** subscription_create, subscription_cycle, subscription_update, manual, … */
  billingReason: string | null;
  amountPaid: number;
  amountDue: number;
  currency: string;
  subscriptionId: string | null;
  /** Snapshot of the subscription's metadata when the invoice was finalised. */
  subscriptionMetadata: Record<string, string>;
  paidAt: Date | null;
};

export type ChargeInfo = {
  id: string;
  paymentIntentId: string | null;
  amount: number;
  amountRefunded: number;
  currency: string;
};

export type PaymentIntentInfo = {
  id: string;
  status: string;
  customerId: string | null;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** Stripe's code of the last failure (authentication_required, card_declined, …). */
  failureCode: string | null;
};

/** A verified webhook event, reduced to what billing handles; every other type is `other`. */
export type StripeEventInfo = { id: string; stripeType: string } & (
  | {
      type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.expired';
      session: CheckoutSessionInfo;
    }
  | { type: 'invoice.paid' | 'invoice.payment_failed'; invoice: InvoiceInfo }
  | { type: 'customer.subscription.updated' | 'customer.subscription.deleted'; subscription: SubscriptionInfo }
  | { type: 'charge.refunded'; charge: ChargeInfo }
  | { type: 'payment_intent.succeeded' | 'payment_intent.payment_failed'; paymentIntent: PaymentIntentInfo }
  | { type: 'other' }
);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const seconds = (value: number | null | undefined): Date | null =>
  typeof value === 'number' ? new Date(value * 1000) : null;
const stringMap = (value: Stripe.Metadata | null | undefined): Record<string, string> => ({ ...(value ?? {}) });

export function toCheckoutSession(session: Stripe.Checkout.Session): CheckoutSessionInfo {
  return {
    id: session.id,
    mode: session.mode,
    status: session.status,
    paymentStatus: session.payment_status,
    clientReferenceId: session.client_reference_id,
    customerId: idOf(session.customer),
    metadata: stringMap(session.metadata),
    amountTotal: session.amount_total ?? 0,
    amountSubtotal: session.amount_subtotal ?? 0,
    paymentIntentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
    invoiceId: idOf(session.invoice),
  };
}

export function toSubscription(subscription: Stripe.Subscription): SubscriptionInfo {
  const item = subscription.items?.data?.[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: seconds(item?.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end),
    metadata: stringMap(subscription.metadata),
    priceId: item?.price?.id ?? null,
    priceMetadata: stringMap(item?.price?.metadata),
  };
}

export function toInvoice(invoice: Stripe.Invoice): InvoiceInfo {
  const details = invoice.parent?.subscription_details;
  return {
    id: invoice.id!,
    customerId: idOf(invoice.customer),
    status: invoice.status,
    billingReason: invoice.billing_reason,
    amountPaid: invoice.amount_paid,
    amountDue: invoice.amount_due,
    currency: invoice.currency,
    subscriptionId: idOf(details?.subscription),
    subscriptionMetadata: stringMap(details?.metadata),
    paidAt: seconds(invoice.status_transitions?.paid_at),
  };
}

export function toCharge(charge: Stripe.Charge): ChargeInfo {
  return {
    id: charge.id,
    paymentIntentId: idOf(charge.payment_intent),
    amount: charge.amount,
    amountRefunded: charge.amount_refunded,
    currency: charge.currency,
  };
}

export function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: intent.id,
    status: intent.status,
    customerId: idOf(intent.customer),
    amount: intent.amount,
    currency: intent.currency,
    metadata: stringMap(intent.metadata),
    failureCode: intent.last_payment_error?.code ?? null,
  };
}

export function toEventInfo(event: Stripe.Event): StripeEventInfo {
  const base = { id: event.id, stripeType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      return { ...base, type: event.type, session: toCheckoutSession(event.data.object) };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { ...base, type: event.type, invoice: toInvoice(event.data.object) };
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, type: event.type, subscription: toSubscription(event.data.object) };
    case 'charge.refunded':
      return { ...base, type: event.type, charge: toCharge(event.data.object) };
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return { ...base, type: event.type, paymentIntent: toPaymentIntent(event.data.object) };
    default:
      return { ...base, type: 'other' };
  }
}
