import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/auth-helpers';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
const brief = {
  originalIdea: 'Why small teams ship faster',
  platform: 'linkedin',
  versions: 2,
  mood: 'confident',
  postLength: 'short',
  includeEmojis: false,
  includeHashtags: false,
  usedBrandVoice: false,
};

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers only the bearer of the metrics token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } }))
        .statusCode,
    ).toBe(401);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests and their latency per route pattern, generation runs and credit spends', async () => {
    const user = await createUser(t.db, { credits: 10 });
    const headers = await signIn(t.app, user.email);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const generated = await t.app.inject({ method: 'POST', url: '/api/posts/generate', headers, payload: brief });
    expect(generated.statusCode).toBe(200);
    const broke = await createUser(t.db, { credits: 0 });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/posts/generate',
      headers: await signIn(t.app, broke.email),
      payload: brief,
    });
    expect(refused.statusCode).toBe(402);

    const text = (await scrape()).body;
    expect(sample(text, 'postwright_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(sample(text, 'postwright_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(3);
    expect(sample(text, 'postwright_http_requests_total{method="POST",route="/api/posts/generate",status="402"}')).toBe(
      1,
    );
    expect(sample(text, 'postwright_generation_runs_total{outcome="saved"}')).toBe(1);
    expect(sample(text, 'postwright_credit_spends_total{feature="post_generation"}')).toBe(1);
    expect(sample(text, 'postwright_credits_spent_total{feature="post_generation"}')).toBe(2);
    expect(sample(text, 'postwright_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('postwright_process_cpu_seconds_total');
  });

  it('counts webhook deliveries by outcome', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: '{}',
    });
    const text = (await scrape()).body;
    expect(text).toMatch(/postwright_stripe_webhooks_total\{outcome="(rejected|failed)"\} 1/);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and every migration is applied', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });
    } finally {
      await t.close();
    }
  });

  it('is not ready while a migration is missing, nor when the database is gone', async () => {
    const t = await createTestApp();
    try {
      await t.db.execute(
        sql.raw(
          'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
        ),
      );
      const pending = await t.app.inject({ url: '/api/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'pending' });
      await t.database.close();
      const down = await t.app.inject({ url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'not_ready', database: 'down' });
    } finally {
      await t.app.close();
    }
  });
});
