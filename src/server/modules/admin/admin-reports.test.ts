import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAlerts, adminSettings, aiUsage, creditPurchases, invoices, systemLogs } from '../../db/schema';
import { csvCell } from '../../lib/csv';
import { signIn, type AuthHeaders } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WEBHOOK_SIGNATURE_FAILURE } from './admin-alerts.service';

// Revenue, costs and alerts against hand-computed sums over seeded rows; the
// logs list and its CSV export.

describe('admin reports', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  let ada: Awaited<ReturnType<typeof createUser>>;
  let bob: Awaited<ReturnType<typeof createUser>>;
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-15T10:00:00Z');
    const admin = await createUser(t.db, { role: 'admin', createdAt: at('2026-01-01T00:00:00Z') });
    headers = await signIn(t.app, admin.email);
    ada = await createUser(t.db, {
      fullName: 'Ada Buyer',
      email: 'ada@example.com',
      createdAt: at('2026-10-20T00:00:00Z'),
    });
    bob = await createUser(t.db, {
      fullName: 'Bob Subscriber',
      email: 'bob@example.com',
      subscriptionTier: 'pro',
      createdAt: at('2026-11-02T00:00:00Z'),
    });
    const purchase = (
      userId: string,
      session: string,
      packType: string,
      priceAmount: number,
      status: string,
      completedAt: string | null,
    ) => ({
      userId,
      stripeSessionId: session,
      packType,
      creditsAmount: 100,
      priceAmount,
      status,
      createdAt: at(completedAt ?? '2026-11-14T00:00:00Z'),
      completedAt: completedAt ? at(completedAt) : null,
    });
    await t.db.insert(creditPurchases).values([
      purchase(ada.id, 'cs_1', 'small', 1000, 'completed', '2026-11-10T12:00:00Z'),
      // Medium pack bought with a discount: €27 charged.
      purchase(ada.id, 'cs_2', 'medium', 2700, 'completed', '2026-11-01T08:00:00Z'),
      purchase(ada.id, 'cs_3', 'large', 5000, 'pending', null),
      purchase(ada.id, 'cs_4', 'large', 5000, 'refunded', '2026-11-03T08:00:00Z'),
      purchase(ada.id, 'cs_5', 'small', 1000, 'completed', '2026-09-01T08:00:00Z'),
    ]);
    await t.db.insert(invoices).values([
      { userId: bob.id, stripeInvoiceId: 'in_1', tier: 'pro', amountPaid: 5000, paidAt: at('2026-11-05T00:00:00Z') },
      {
        userId: bob.id,
        stripeInvoiceId: 'in_2',
        tier: 'starter',
        amountPaid: 2000,
        paidAt: at('2026-10-20T00:00:00Z'),
      },
    ]);
    await t.db.insert(aiUsage).values([
      // 1M in + 1M out of gpt-4o-mini: 15 + 60 = 75 cents.
      {
        userId: ada.id,
        feature: 'post_generation',
        provider: 'openai',
        model: 'gpt-4o-mini',
        inputTokens: 1_000_000,
        outputTokens: 1_000_000,
        createdAt: at('2026-11-02T00:00:00Z'),
      },
      // A model missing from the table: the configured fallback (250 cents per million input tokens) → 500 cents.
      {
        userId: ada.id,
        feature: 'post_generation',
        provider: 'openai',
        model: 'my-local-model',
        inputTokens: 2_000_000,
        outputTokens: 0,
        createdAt: at('2026-11-03T00:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

  it('reports the month (last 30 days) from purchases, invoices and AI usage', async () => {
    const response = await get('/api/admin/revenue?period=month');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    // Revenue: 1000 + 2700 (packs) + 5000 + 2000 (invoices) = 10700 cents over 4 payments.
    // Fees: 10700 × 1.5 % + 4 × 25 = 260.5 cents. AI: 75 + 500 = 575 cents. Profit: 10700 − 575 − 260.5 = 9864.5.
    expect(report).toMatchObject({
      period: 'month',
      totalRevenue: 107,
      monthlyRevenue: 87,
      openaiCosts: 5.75,
      stripeFees: 2.61,
      stripeFeesEstimated: true,
      stripeFeeRule: '1.5 % + €0.25 per payment (estimate)',
      netProfit: 98.65,
      margin: 92.2,
      subscriptionRevenue: 70,
      creditPackRevenue: 37,
      payments: 4,
    });
    expect(report.revenueByPlan.map((r: { key: string; revenue: number }) => [r.key, r.revenue])).toEqual([
      ['pro', 50],
      ['medium', 27],
      ['starter', 20],
      ['small', 10],
    ]);
    // October: the €20 invoice, fee 30 + 25 = 55 cents. November: €87, AI 575 + fees 130.5 + 75 = 780.5 cents.
    expect(report.monthlyStats).toEqual([
      { month: '2026-10', revenue: 20, costs: 0.55, profit: 19.45, users: 1 },
      { month: '2026-11', revenue: 87, costs: 7.81, profit: 79.2, users: 1 },
    ]);
    expect(report.topUsers).toEqual([
      { id: bob.id, name: 'Bob Subscriber', email: 'bob@example.com', plan: 'pro', totalSpent: 70 },
      { id: ada.id, name: 'Ada Buyer', email: 'ada@example.com', plan: 'free', totalSpent: 47 },
    ]);
  });

  it('a quarter includes September’s pack; stats cover all time and this month', async () => {
    expect((await get('/api/admin/revenue?period=quarter')).json()).toMatchObject({
      totalRevenue: 117,
      creditPackRevenue: 47,
    });
    expect((await get('/api/admin/revenue?period=week')).json()).toMatchObject({ totalRevenue: 10, payments: 1 });
    expect((await get('/api/admin/stats')).json()).toMatchObject({
      totalUsers: 3,
      monthlyRevenue: 87,
      totalRevenue: 117,
      openaiCosts: 5.75,
    });
  });

  it('raises each kind of alert once, whatever the number of checks', async () => {
    await t.db
      .insert(adminSettings)
      .values({ key: 'alert_thresholds', value: { aiCostsCents: 100, marginPercent: 95 } });
    const now = t.clock.now();
    await t.db.insert(systemLogs).values([
      ...Array.from({ length: 20 }, (_, i) => ({
        level: 'error' as const,
        source: 'openai' as const,
        message: `AI request failed ${i}`,
        createdAt: now,
      })),
      { level: 'error', source: 'stripe', message: 'Webhook signature verification failed', createdAt: now },
    ]);
    const first = await Promise.all([t.app.services.adminAlerts.check(), t.app.services.adminAlerts.check()]);
    expect(first.flat().sort()).toEqual(['ai_costs', 'error_rate', 'low_margin', 'webhook_signature']);
    expect(await t.app.services.adminAlerts.check()).toEqual([]);
    const alerts = (await get('/api/admin/alerts')).json();
    expect(alerts.map((a: { type: string; severity: string }) => [a.type, a.severity]).sort()).toEqual([
      ['ai_costs', 'critical'],
      ['error_rate', 'warning'],
      ['low_margin', 'warning'],
      ['webhook_signature', 'critical'],
    ]);
    const costs = alerts.find((a: { type: string }) => a.type === 'ai_costs');
    expect(costs).toMatchObject({ threshold: 1, currentValue: 5.75, isRead: false });
    const read = await t.app.inject({ method: 'POST', url: `/api/admin/alerts/${costs.id}/mark-read`, headers });
    expect(read.statusCode).toBe(200);
    expect((await get('/api/admin/stats')).json().activeAlerts).toBe(3);
    expect(await t.app.services.adminAlerts.check()).toEqual([]);
    await t.db.delete(adminAlerts);
    await t.db.delete(systemLogs);
  });

  it('raises an hourly alert again for new events only, not for the same ones still inside the last hour', async () => {
    const failure = () =>
      t.db
        .insert(systemLogs)
        .values({ level: 'error', source: 'stripe', message: WEBHOOK_SIGNATURE_FAILURE, createdAt: t.clock.now() });
    const signatureAlerts = async () =>
      (await t.app.services.adminAlerts.check()).filter((type) => type === 'webhook_signature');
    try {
      t.clock.set('2026-11-15T11:55:00Z');
      await failure();
      expect(await signatureAlerts()).toEqual(['webhook_signature']);
      // A new clock hour, and the 11:55 failure is still within the last hour: it has had its alert.
      t.clock.set('2026-11-15T12:05:00Z');
      expect(await signatureAlerts()).toEqual([]);
      // A failure after the alert raises this hour's.
      t.clock.set('2026-11-15T12:06:00Z');
      await failure();
      expect(await signatureAlerts()).toEqual(['webhook_signature']);
      const alerts = (await get('/api/admin/alerts')).json() as { type: string; currentValue: number }[];
      expect(alerts.filter((a) => a.type === 'webhook_signature').map((a) => a.currentValue)).toEqual([1, 1]);
    } finally {
      await t.db.delete(adminAlerts);
      await t.db.delete(systemLogs);
      t.clock.set('2026-11-15T10:00:00Z');
    }
  });

  it('lists logs with filters, the user’s name and e-mail, a 24-hour summary and the latest errors', async () => {
    const now = t.clock.now();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await t.db.insert(systemLogs).values([
      { level: 'error', source: 'stripe', message: 'Checkout failed', userId: ada.id, createdAt: hoursAgo(1) },
      { level: 'warning', source: 'linkedin', message: 'Token expiring', userId: bob.id, createdAt: hoursAgo(2) },
      { level: 'info', source: 'system', message: 'Started', createdAt: hoursAgo(3) },
      { level: 'error', source: 'openai', message: 'Timeout', createdAt: hoursAgo(30) },
    ]);
    const all = (await get('/api/admin/logs')).json();
    expect(all.total).toBe(4);
    expect(all.summary).toEqual({ errors: 1, warnings: 1, info: 1 });
    expect(all.recentErrors.map((l: { message: string }) => l.message)).toEqual(['Checkout failed', 'Timeout']);
    expect(all.logs[0]).toMatchObject({
      message: 'Checkout failed',
      level: 'error',
      source: 'stripe',
      userId: ada.id,
      userName: 'Ada Buyer',
      userEmail: 'ada@example.com',
    });
    expect(
      (await get('/api/admin/logs?level=error&source=openai')).json().logs.map((l: { message: string }) => l.message),
    ).toEqual(['Timeout']);
    expect(
      (await get('/api/admin/logs?search=bob%40example')).json().logs.map((l: { message: string }) => l.message),
    ).toEqual(['Token expiring']);
    expect((await get('/api/admin/logs?search=expir')).json().total).toBe(1);
    const page2 = (await get('/api/admin/logs?limit=3&page=2')).json();
    expect(page2.logs.map((l: { message: string }) => l.message)).toEqual(['Timeout']);
    await t.db.delete(systemLogs);
  });

  it('exports CSV with the filters, quoted per RFC 4180, formulas neutralised, in batches', async () => {
    const now = t.clock.now();
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      level: 'info' as const,
      source: 'system' as const,
      message: `bulk ${i}`,
      createdAt: new Date(now.getTime() - i * 1000),
    }));
    await t.db.insert(systemLogs).values(rows);
    await t.db.insert(systemLogs).values([
      {
        level: 'error',
        source: 'stripe',
        message: '=HYPERLINK("http://evil")',
        metadata: { note: 'a, "quoted"\nline' },
        createdAt: now,
      },
      { level: 'error', source: 'stripe', message: '+1 -2 @x', createdAt: now },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/logs/export?level=error&source=stripe',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="system-logs-2026-11-15\.csv"$/);
    const body = response.body;
    expect(body.startsWith('id,createdAt,level,source,message,userId,userName,userEmail,metadata\r\n')).toBe(true);
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(body).toContain(`,'+1 -2 @x,`);
    expect(body).toContain('"{""note"":""a, \\""quoted\\""\\nline""}"');
    expect(body.split('\r\n').filter(Boolean)).toHaveLength(3);

    const everything = await t.app.inject({ method: 'GET', url: '/api/admin/logs/export', headers });
    const lines = everything.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2103);
    expect(new Set(lines).size).toBe(2103);
  });

  it('neutralises every formula start and quotes what needs quoting', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx'].map(csvCell)).toEqual(["'=1", "'+1", "'-1", "'@a", "'\tx", `"'\rx"`]);
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-5)).toBe("'-5");
  });
});
