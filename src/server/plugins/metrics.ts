import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import type { Services } from '../services';

/** Only the services whose events are counted (the plugin sees nothing else of the app). */
type InstrumentedServices = Pick<Services, 'credits' | 'generation' | 'stripeWebhooks'>;

/**
 * `GET /metrics` in Prometheus text format. Off (404, and no hooks on the
 * request path) unless METRICS_TOKEN is set; then only a request carrying
 * `Authorization: Bearer <METRICS_TOKEN>` gets an answer. Each process keeps its
 * own counters: Prometheus scrapes every process and sums them.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; database: DatabaseHandle; services: InstrumentedServices },
): void {
  const { token } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'postwright_' });

  const requests = new Counter({
    name: 'postwright_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'postwright_http_request_duration_seconds',
    help: 'Time from request received to response sent, by route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const generations = new Counter({
    name: 'postwright_generation_runs_total',
    help: 'Post generation runs by outcome: saved, failed (refunded), aborted (client left, refunded).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const spends = new Counter({
    name: 'postwright_credit_spends_total',
    help: 'Credit spends applied (replays excluded), by feature.',
    labelNames: ['feature'] as const,
    registers: [registry],
  });
  const spent = new Counter({
    name: 'postwright_credits_spent_total',
    help: 'Credits spent, by feature.',
    labelNames: ['feature'] as const,
    registers: [registry],
  });
  const refunds = new Counter({
    name: 'postwright_credit_refunds_total',
    help: 'Credit refunds applied, by feature.',
    labelNames: ['feature'] as const,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'postwright_stripe_webhooks_total',
    help: 'Stripe webhook deliveries by outcome: applied, rejected (bad signature), failed (Stripe retries).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const { pool } = options.database;
  new Gauge({
    name: 'postwright_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; PGlite has one embedded connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) {
        this.set({ state: 'total' }, 1);
        return;
      }
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'active' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  instrumentServices(options.services, { generations, spends, spent, refunds, webhooks });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'A valid metrics token is required');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

type DomainCounters = {
  generations: Counter<'outcome'>;
  spends: Counter<'feature'>;
  spent: Counter<'feature'>;
  refunds: Counter<'feature'>;
  webhooks: Counter<'outcome'>;
};

/** Counts domain events by wrapping the services' methods in place (every caller goes through the same objects). */
function instrumentServices(services: InstrumentedServices, counters: DomainCounters): void {
  const { credits, generation, stripeWebhooks } = services;

  // Paid AI runs report their own spends and refunds (a refund may come from a background retry or the sweep).
  credits.observeRuns({
    spent: (feature, cost) => {
      counters.spends.inc({ feature });
      counters.spent.inc({ feature }, cost);
    },
    refunded: (feature) => counters.refunds.inc({ feature }),
  });

  const start = generation.start.bind(generation);
  generation.start = async (...args) => {
    const run = await start(...args);
    const inner = run.events;
    async function* counted(): typeof inner {
      let outcome: 'saved' | 'failed' | 'aborted' = 'aborted';
      try {
        for await (const event of inner) {
          if (event.type === 'saved') outcome = 'saved';
          yield event;
        }
      } catch (error) {
        outcome = 'failed';
        throw error;
      } finally {
        counters.generations.inc({ outcome });
      }
    }
    return { ...run, events: counted() };
  };

  const handle = stripeWebhooks.handle.bind(stripeWebhooks);
  stripeWebhooks.handle = async (...args) => {
    try {
      await handle(...args);
      counters.webhooks.inc({ outcome: 'applied' });
    } catch (error) {
      counters.webhooks.inc({
        outcome: error instanceof AppError && error.code === 'BAD_REQUEST' ? 'rejected' : 'failed',
      });
      throw error;
    }
  };
}
