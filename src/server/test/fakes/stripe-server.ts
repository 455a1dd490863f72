import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';
import { answerApi, StripeApiError, type ApiAnswer } from './stripe-fake-api';
import { parseStripeForm, type FormObject } from './stripe-form';
import { readBody } from './read-body';
import { newId, type CardOutcome } from './stripe-fake-objects';
import { checkoutPage, portalPage, receiptPage } from './stripe-fake-pages';
import { createStripeStore, type FakeEvent, type StripeStore } from './stripe-fake-store';

// A Stripe stand-in over real HTTP: the REST calls Postwright makes (the real
// SDK is pointed at it through STRIPE_API_URL), a hosted checkout page whose
// Pay button sends the signed webhook events to the app and returns to
// success_url, and a billing portal. Tests also drive it directly: pay,
// renew, fail a renewal, cancel, refund — each sends the events Stripe would.

export type FakeStripeOptions = {
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed (the app's /api/stripe/webhook); without it, and without `deliver`, events are only kept. */
  webhookUrl?: string;
  /** Delivers one signed event another way (tests: app.inject); answers the HTTP status. */
  deliver?: (payload: string, signature: string) => Promise<number>;
  /** Told after each delivery (npm run stripe:local prints them). */
  onDelivered?: (event: { id: string; type: string }, status: number) => void;
  port?: number;
  host?: string;
};

export type FakeStripeServer = Awaited<ReturnType<typeof startFakeStripeServer>>;
type Flags = { send?: boolean };
type Failure = { route: string; status: number; type: string; message: string; code?: string; times: number };

const signer = new Stripe('sk_test_signer_only');

export async function startFakeStripeServer(options: FakeStripeOptions = {}) {
  const secretKey = options.secretKey ?? 'sk_test_postwright_fake';
  const webhookSecret = options.webhookSecret ?? 'whsec_postwright_fake';
  const store = createStripeStore();
  const idempotent = new Map<string, ApiAnswer>();
  const failures: Failure[] = [];
  const losses: Array<{ route: string; times: number }> = [];
  const sockets = new Set<Socket>();
  let deliver = options.deliver;
  let publicUrl = '';

  const fake = {
    url: '',
    secretKey,
    webhookSecret,
    store,
    requests: [] as Array<{ method: string; path: string; form: FormObject }>,
    deliveries: [] as Array<{ id: string; type: string; status: number }>,

    /** The body and Stripe-Signature header Stripe would send for an event. */
    sign(event: FakeEvent, secret = webhookSecret) {
      const payload = JSON.stringify(event, null, 2);
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
    },

    /** Sends events one after the other, as Stripe does for one endpoint; answers the statuses. */
    async send(events: FakeEvent[]): Promise<number[]> {
      const statuses: number[] = [];
      for (const event of events) {
        const { payload, signature } = fake.sign(event);
        const status = deliver
          ? await deliver(payload, signature)
          : options.webhookUrl
            ? await post(options.webhookUrl, payload, signature)
            : 0;
        fake.deliveries.push({ id: event.id, type: event.type, status });
        options.onDelivered?.(event, status);
        statuses.push(status);
      }
      return statuses;
    },

    setDelivery(next: FakeStripeOptions['deliver']) {
      deliver = next;
    },

    /** The next `times` calls whose "METHOD /path" starts with `route` fail with Stripe's error shape. */
    failNext(route: string, error: { status: number; type?: string; message?: string; code?: string; times?: number }) {
      failures.push({
        route,
        status: error.status,
        type: error.type ?? 'api_error',
        message: error.message ?? 'Something went wrong on Stripe’s end.',
        code: error.code,
        times: error.times ?? 1,
      });
    },

    /**
     * The next `times` calls whose "METHOD /path" starts with `route` are carried out (and their events sent), but
     * the connection is cut before the answer: the app cannot know what Stripe did (a crash or a network cut after
     * the request). The SDK retries with the same idempotency key, so `times` covers its retries too.
     */
    loseAnswers(route: string, times = 1) {
      losses.push({ route, times });
    },

    // Things that happen at Stripe; each sends its events unless `{ send: false }` (the test then delivers them itself).
    pay: (sessionId: string, flags: Flags = {}) => emit(store.pay(sessionId), flags),
    renew: (subscriptionId: string, flags: Flags = {}) => emit(store.renew(subscriptionId), flags),
    failRenewal: (subscriptionId: string, flags: Flags = {}) => emit(store.failRenewal(subscriptionId), flags),
    cancelAtPeriodEnd: (subscriptionId: string, flags: Flags = {}) =>
      emit(store.cancelAtPeriodEnd(subscriptionId), flags),
    end: (subscriptionId: string, flags: Flags = {}) => emit(store.end(subscriptionId), flags),
    refund: (paymentIntentId: string, amount?: number, flags: Flags = {}) =>
      emit(store.refund(paymentIntentId, amount), flags),
    expire: (sessionId: string, flags: Flags = {}) => emit(store.expire(sessionId), flags),
    /** Every card saved on the customer answers off-session charges this way from now on. */
    setCardOutcome: (customerId: string, outcome: CardOutcome) => store.setCardOutcome(customerId, outcome),

    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function emit(events: FakeEvent[], { send = true }: Flags): Promise<FakeEvent[]> {
    if (send) await fake.send(events);
    return events;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    if (url.pathname === '/health') return send(res, 200, 'text/plain', 'ok');
    if (url.pathname === '/favicon.ico') return send(res, 204, 'image/x-icon', '');
    if (url.pathname.startsWith('/v1/')) return api(req, res, url, body);

    const pay = url.pathname.match(/^\/pay\/(cs_[A-Za-z0-9_]+)(\/confirm)?$/);
    if (pay) {
      const session = store.sessions.get(pay[1]!);
      if (!session) return send(res, 404, 'text/plain', 'No such checkout session');
      if (req.method === 'GET') return send(res, 200, 'text/html; charset=utf-8', checkoutPage(session));
      await emit(store.pay(session.id), {});
      return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
    }
    const receipt = url.pathname.match(/^\/(receipts|invoices)\/((?:ch|in)_[A-Za-z0-9]+)$/);
    if (receipt) {
      const found = receipt[1] === 'receipts' ? store.charges.get(receipt[2]!) : store.invoices.get(receipt[2]!);
      if (!found) return send(res, 404, 'text/plain', 'No such receipt');
      return send(res, 200, 'text/html; charset=utf-8', receiptPage(found));
    }
    const portal = url.pathname.match(/^\/portal\/(bps_[A-Za-z0-9]+)(?:\/cancel\/(sub_[A-Za-z0-9]+))?$/);
    if (portal) {
      const session = store.portalSessions.get(portal[1]!);
      const customer = session ? store.customers.get(session.customer) : undefined;
      if (!session || !customer) return send(res, 404, 'text/plain', 'No such portal session');
      if (req.method === 'POST' && portal[2]) {
        const subscription = store.subscriptions.get(portal[2]);
        if (subscription?.customer === customer.id) await fake.send(store.cancelAtPeriodEnd(subscription.id));
        return redirect(res, `/portal/${session.id}`);
      }
      const subscriptions = [...store.subscriptions.values()].filter((s) => s.customer === customer.id);
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        portalPage(session.id, customer, subscriptions, session.return_url),
      );
    }
    return send(res, 404, 'text/plain', 'Not found');
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, body: string): Promise<void> {
    const headers = { 'request-id': newId('req'), 'stripe-version': String(req.headers['stripe-version'] ?? '') };
    const json = (answer: ApiAnswer) => {
      const lost = losses.find((l) => `${req.method} ${url.pathname}`.startsWith(l.route) && l.times > 0);
      if (lost) {
        lost.times -= 1;
        res.socket?.destroy();
        return;
      }
      send(res, answer.status, 'application/json', JSON.stringify(answer.body), headers);
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return json({
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
      });
    }
    const method = req.method ?? 'GET';
    const form = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
    fake.requests.push({ method, path: url.pathname, form });
    const failure = failures.find((f) => `${method} ${url.pathname}`.startsWith(f.route) && f.times > 0);
    if (failure) {
      failure.times -= 1;
      return json({
        status: failure.status,
        body: {
          error: { type: failure.type, message: failure.message, ...(failure.code ? { code: failure.code } : {}) },
        },
      });
    }
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : undefined;
    if (replayKey && idempotent.has(replayKey)) return json(idempotent.get(replayKey)!);
    let answer: ApiAnswer;
    try {
      answer = answerApi(store, { method, path: url.pathname, form }, publicUrl);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      answer = { status: error.status, body: error.toBody() };
    }
    if (replayKey) idempotent.set(replayKey, answer);
    if (answer.events) await fake.send(answer.events);
    return json(answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, 'application/json', JSON.stringify({ error: { type: 'api_error', message: String(error) } })),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  publicUrl = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  fake.url = publicUrl;
  store.site.url = publicUrl;
  return fake;
}

async function post(url: string, payload: string, signature: string): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

export type { FakeEvent, StripeStore };
