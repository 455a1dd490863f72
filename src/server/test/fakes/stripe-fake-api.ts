import { field, stringRecord, type FormObject } from './stripe-form';
import { newId, unixNow, type FakeCoupon, type FakeSession } from './stripe-fake-objects';
import { isRedeemable, type FakeEvent, type StripeStore } from './stripe-fake-store';

// The REST calls Postwright makes, answered like Stripe: JSON objects on
// success, `{ error: { type, code, message, param } }` with Stripe's status
// codes on failure.

/** `events`: what Stripe sends about the change (delivered before the answer, so tests see a settled state). */
export type ApiAnswer = { status: number; body: unknown; events?: FakeEvent[] };
export type ApiRequest = { method: string; path: string; form: FormObject };

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
    /** More fields of the error object (a card error's decline_code and payment_intent). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
  toBody() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
        ...this.extra,
      },
    };
  }
}

const missing = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);
const noSuch = (what: string, id: string, param?: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing', param);

function required(form: FormObject, ...path: Array<string | number>): string {
  const value = field(form, ...path);
  if (value === undefined || value === '') throw missing(path.join('.'));
  return value;
}

function integer(value: string, param: string): number {
  if (!/^\d+$/.test(value))
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Invalid integer: ${value}`,
      'parameter_invalid_integer',
      param,
    );
  return Number(value);
}

export function answerApi(store: StripeStore, request: ApiRequest, publicUrl: string): ApiAnswer {
  const { method, path, form } = request;
  // Collections whose names hold an underscore are not ids.
  const isCollection = /^\/v1\/(payment_intents|payment_methods)$/.test(path);
  const route = `${method} ${isCollection ? path : path.replace(/\/[A-Za-z0-9]+_[A-Za-z0-9_]+(\/expire|\/payment_methods)?$/, '/:id$1')}`;
  const id = path.split('/').pop()!;

  switch (route) {
    case 'POST /v1/customers': {
      const customer = {
        id: newId('cus'),
        object: 'customer' as const,
        email: field(form, 'email') ?? null,
        name: field(form, 'name') ?? null,
        metadata: stringRecord(form.metadata),
        created: unixNow(),
        livemode: false as const,
      };
      store.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    case 'GET /v1/customers/:id': {
      const customer = store.customers.get(id);
      if (!customer) throw noSuch('customer', id);
      return { status: 200, body: customer };
    }
    case 'GET /v1/customers/:id/payment_methods': {
      const customer = path.split('/')[3]!;
      if (!store.customers.has(customer)) throw noSuch('customer', customer);
      const data = [...store.paymentMethods.values()]
        .filter((method) => method.customer === customer)
        .sort((a, b) => b.created - a.created);
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    case 'POST /v1/payment_intents':
      return createPaymentIntent(store, form);
    case 'GET /v1/payment_intents':
      return listPaymentIntents(store, form, path);
    case 'GET /v1/payment_intents/:id': {
      const intent = store.paymentIntents.get(id);
      if (!intent) throw noSuch('payment_intent', id);
      return { status: 200, body: intent };
    }
    case 'GET /v1/charges/:id': {
      const charge = store.charges.get(id);
      if (!charge) throw noSuch('charge', id);
      return { status: 200, body: charge };
    }
    case 'POST /v1/coupons': {
      const percent = field(form, 'percent_off');
      const amount = field(form, 'amount_off');
      if (percent === undefined && amount === undefined) throw missing('percent_off');
      if (amount !== undefined && !field(form, 'currency')) throw missing('currency');
      const coupon: FakeCoupon = {
        id: newId('coupon').replace('coupon_', ''),
        object: 'coupon',
        name: field(form, 'name') ?? null,
        percent_off: percent !== undefined ? Number(percent) : null,
        amount_off: amount !== undefined ? integer(amount, 'amount_off') : null,
        currency: field(form, 'currency') ?? null,
        duration: (field(form, 'duration') as FakeCoupon['duration']) ?? 'once',
        max_redemptions: field(form, 'max_redemptions') ? Number(field(form, 'max_redemptions')) : null,
        times_redeemed: 0,
        valid: true,
        metadata: stringRecord(form.metadata),
        created: unixNow(),
      };
      if (coupon.percent_off !== null && !(coupon.percent_off > 0 && coupon.percent_off <= 100)) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'Percent off must be between 0 and 100.',
          'parameter_invalid',
          'percent_off',
        );
      }
      store.coupons.set(coupon.id, coupon);
      return { status: 200, body: coupon };
    }
    case 'POST /v1/checkout/sessions':
      return { status: 200, body: createSession(store, form, publicUrl) };
    case 'POST /v1/checkout/sessions/:id/expire': {
      const session = store.sessions.get(path.split('/')[4]!);
      if (!session) throw noSuch('checkout.session', path.split('/')[4]!);
      if (session.status !== 'open')
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'Only Checkout Sessions with a status of `open` can be expired.',
        );
      return { status: 200, body: withoutInternals(session), events: store.expire(session.id) };
    }
    case 'GET /v1/checkout/sessions/:id': {
      const session = store.sessions.get(id);
      if (!session) throw noSuch('checkout.session', id);
      return { status: 200, body: withoutInternals(session) };
    }
    case 'GET /v1/subscriptions/:id': {
      const subscription = store.subscriptions.get(id);
      if (!subscription) throw noSuch('subscription', id);
      return { status: 200, body: subscription };
    }
    case 'DELETE /v1/subscriptions/:id': {
      const subscription = store.subscriptions.get(id);
      if (!subscription) throw noSuch('subscription', id);
      const events = store.end(id);
      return { status: 200, body: subscription, events };
    }
    case 'GET /v1/invoices/:id': {
      const invoice = store.invoices.get(id);
      if (!invoice) throw noSuch('invoice', id);
      return { status: 200, body: invoice };
    }
    case 'POST /v1/billing_portal/sessions': {
      const customer = required(form, 'customer');
      if (!store.customers.has(customer)) throw noSuch('customer', customer, 'customer');
      const portal = {
        id: newId('bps'),
        object: 'billing_portal.session' as const,
        customer,
        return_url: field(form, 'return_url') ?? null,
        url: '',
        created: unixNow(),
        livemode: false as const,
      };
      portal.url = `${publicUrl}/portal/${portal.id}`;
      store.portalSessions.set(portal.id, portal);
      return { status: 200, body: portal };
    }
    default:
      throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }
}

/** Only what Postwright does with PaymentIntents: charge a saved card off-session, confirmed at once. */
/** A page of PaymentIntents, newest first, filtered by `customer` and `created[gte]` as Stripe does. */
function listPaymentIntents(store: StripeStore, form: FormObject, path: string): ApiAnswer {
  const customer = field(form, 'customer');
  const since = field(form, 'created', 'gte');
  const limit = Math.min(integer(field(form, 'limit') ?? '10', 'limit'), 100);
  const all = [...store.paymentIntents.values()]
    .reverse()
    .filter(
      (intent) => (customer === undefined || intent.customer === customer) && intent.created >= Number(since ?? 0),
    );
  const after = field(form, 'starting_after');
  const start = after === undefined ? 0 : all.findIndex((intent) => intent.id === after) + 1;
  const data = all.slice(start, start + limit);
  return { status: 200, body: { object: 'list', data, has_more: start + limit < all.length, url: path } };
}

function createPaymentIntent(store: StripeStore, form: FormObject): ApiAnswer {
  const amount = integer(required(form, 'amount'), 'amount');
  const currency = required(form, 'currency');
  const customer = required(form, 'customer');
  if (!store.customers.has(customer)) throw noSuch('customer', customer, 'customer');
  const paymentMethod = required(form, 'payment_method');
  const method = store.paymentMethods.get(paymentMethod);
  if (!method) throw noSuch('PaymentMethod', paymentMethod, 'payment_method');
  if (method.customer !== customer)
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `The provided PaymentMethod ${paymentMethod} does not belong to the Customer ${customer}.`,
      'resource_missing',
      'payment_method',
    );
  if (field(form, 'confirm') !== 'true' || field(form, 'off_session') !== 'true')
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'The fake Stripe only confirms saved cards off-session (confirm=true, off_session=true).',
      'parameter_invalid',
      'off_session',
    );
  if (amount < 50)
    throw new StripeApiError(400, 'invalid_request_error', 'Amount must be at least €0.50 eur', 'amount_too_small');
  const result = store.chargeSaved({
    amount,
    currency,
    customer,
    paymentMethod,
    metadata: stringRecord(form.metadata),
  });
  if (!result.error) return { status: 200, body: result.intent, events: result.events };
  const error = new StripeApiError(402, 'card_error', result.error.message, result.error.code, undefined, {
    ...(result.error.declineCode ? { decline_code: result.error.declineCode } : {}),
    payment_intent: result.intent,
    payment_method: method,
  });
  return { status: 402, body: error.toBody(), events: result.events };
}

function createSession(
  store: StripeStore,
  form: FormObject,
  publicUrl: string,
): Omit<FakeSession, '_line' | '_subscriptionMetadata' | '_setupFutureUsage'> {
  const mode = required(form, 'mode');
  if (mode !== 'payment' && mode !== 'subscription')
    throw new StripeApiError(400, 'invalid_request_error', `Invalid mode: ${mode}`, 'parameter_invalid', 'mode');
  const successUrl = required(form, 'success_url');
  const customer = field(form, 'customer') ?? null;
  if (customer && !store.customers.has(customer)) throw noSuch('customer', customer, 'customer');
  const currency = required(form, 'line_items', 0, 'price_data', 'currency');
  const unitAmount = integer(
    required(form, 'line_items', 0, 'price_data', 'unit_amount'),
    'line_items[0][price_data][unit_amount]',
  );
  const quantity = integer(field(form, 'line_items', 0, 'quantity') ?? '1', 'line_items[0][quantity]');
  const recurring = field(form, 'line_items', 0, 'price_data', 'recurring', 'interval');
  if (mode === 'subscription' && recurring !== 'month')
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'Subscription mode needs a recurring price.',
      'parameter_missing',
      'line_items[0][price_data][recurring]',
    );
  if (mode === 'payment' && recurring)
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'Payment mode takes one-time prices only.',
      'parameter_invalid',
      'line_items[0][price_data][recurring]',
    );
  const couponId = field(form, 'discounts', 0, 'coupon');
  const coupon = couponId ? store.coupons.get(couponId) : undefined;
  if (couponId && !coupon) throw noSuch('coupon', couponId, 'discounts[0][coupon]');
  if (coupon && !isRedeemable(coupon))
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Coupon ${coupon.id} cannot be redeemed because it has reached its max_redemptions.`,
      'coupon_expired',
      'discounts[0][coupon]',
    );
  const amounts = store.amounts(unitAmount, quantity, couponId);
  if (amounts.total > 0 && amounts.total < 50)
    throw new StripeApiError(
      400,
      'invalid_request_error',
      "The Checkout Session's total amount due must add up to at least €0.50 eur",
      'amount_too_small',
    );

  const session: FakeSession = {
    id: `cs_test_${newId('x').slice(2)}`,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    client_reference_id: field(form, 'client_reference_id') ?? null,
    customer,
    metadata: stringRecord(form.metadata),
    currency,
    amount_subtotal: amounts.subtotal,
    amount_total: amounts.total,
    total_details: { amount_discount: amounts.discount, amount_shipping: 0, amount_tax: 0 },
    discounts: couponId ? [{ coupon: couponId }] : [],
    payment_intent: null,
    subscription: null,
    invoice: null,
    success_url: successUrl,
    cancel_url: field(form, 'cancel_url') ?? null,
    url: null,
    created: unixNow(),
    expires_at: unixNow() + 24 * 60 * 60,
    livemode: false,
    _line: {
      name: required(form, 'line_items', 0, 'price_data', 'product_data', 'name'),
      description: field(form, 'line_items', 0, 'price_data', 'product_data', 'description') ?? null,
      unitAmount,
      currency,
      quantity,
      recurring: mode === 'subscription',
    },
    _subscriptionMetadata: stringRecord((form.subscription_data as FormObject | undefined)?.metadata),
    _setupFutureUsage: field(form, 'payment_intent_data', 'setup_future_usage') ?? null,
  };
  session.url = `${publicUrl}/pay/${session.id}`;
  store.sessions.set(session.id, session);
  return withoutInternals(session);
}

export function withoutInternals(
  session: FakeSession,
): Omit<FakeSession, '_line' | '_subscriptionMetadata' | '_setupFutureUsage'> {
  const { _line: _l, _subscriptionMetadata: _m, _setupFutureUsage: _s, ...visible } = session;
  return visible;
}
