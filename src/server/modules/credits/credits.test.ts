import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, creditTransactions, users } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('credit ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const credits = () => t.app.services.credits;

  it('spends with one ledger row and answers 402 "Insufficient credits" when short, never going negative', async () => {
    const user = await createUser(t.db, { credits: 3 });
    const first = await credits().spend({
      userId: user.id,
      feature: 'post_generation',
      cost: 2,
      idempotencyKey: 'k-a1',
    });
    expect(first).toMatchObject({ creditsAfter: 1, replayed: false });
    await expect(
      credits().spend({ userId: user.id, feature: 'post_generation', cost: 2, idempotencyKey: 'k-a2' }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      statusCode: 402,
      message: 'Insufficient credits',
    });
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 1, ledgerSum: 1 });
    const rows = await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, user.id));
    expect(rows.map((r) => [r.type, r.amount, r.creditsAfter])).toEqual([
      ['signup_bonus', 3, 3],
      ['spend', -2, 1],
    ]);
  });

  it('treats a repeated idempotency key as the same spend', async () => {
    const user = await createUser(t.db, { credits: 10 });
    const a = await credits().spend({
      userId: user.id,
      feature: 'post_generation',
      cost: 3,
      idempotencyKey: 'same-request',
    });
    const b = await credits().spend({
      userId: user.id,
      feature: 'post_generation',
      cost: 3,
      idempotencyKey: 'same-request',
    });
    expect(b).toEqual({ ...a!, replayed: true });
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 7, ledgerSum: 7 });
  });

  it('moves nothing for a free feature', async () => {
    const user = await createUser(t.db, { credits: 0 });
    expect(
      await credits().spend({ userId: user.id, feature: 'prompt_enhancement', cost: 0, idempotencyKey: 'free-1' }),
    ).toBeNull();
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('never subtracts below zero, even for admin adjustments', async () => {
    const user = await createUser(t.db, { credits: 2 });
    await expect(
      credits().grant({ userId: user.id, type: 'admin_adjustment', amount: -3, idempotencyKey: 'adj-1' }),
    ).rejects.toMatchObject({ statusCode: 402 });
    await credits().grant({ userId: user.id, type: 'admin_adjustment', amount: -2, idempotencyKey: 'adj-2' });
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('the database itself refuses a negative balance', async () => {
    const user = await createUser(t.db, { credits: 1 });
    await expect(t.db.update(users).set({ credits: -1 }).where(eq(users.id, user.id))).rejects.toThrow();
  });

  describe('free-tier monthly top-up', () => {
    it('tops up to 15 at the first request of a new UTC month, once, without accumulating', async () => {
      t.clock.set('2026-11-20T12:00:00Z');
      const user = await createUser(t.db, { credits: 4, lastCreditReset: new Date('2026-11-01T00:00:00Z') });
      const headers = await signIn(t.app, user.email);
      const info = () => t.app.inject({ url: '/api/credits/info', headers }).then((r) => r.json());

      expect(await info()).toEqual({ credits: 4, tier: 'free', monthlyAllocation: 15 });
      t.clock.set('2026-12-01T00:00:01Z');
      expect((await info()).credits).toBe(15);
      expect((await info()).credits).toBe(15);
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 15, ledgerSum: 15 });
      const rows = await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, user.id));
      expect(rows.filter((r) => r.type === 'monthly_reset')).toEqual([
        expect.objectContaining({ amount: 11, creditsAfter: 15 }),
      ]);
    });

    it('leaves a balance above 15 as it is', async () => {
      t.clock.set('2026-11-20T12:00:00Z');
      const user = await createUser(t.db, { credits: 40, lastCreditReset: new Date('2026-10-03T00:00:00Z') });
      const headers = await signIn(t.app, user.email);
      expect((await t.app.inject({ url: '/api/credits/info', headers })).json().credits).toBe(40);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.lastCreditReset.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    });

    it('does not top up paid tiers (their credits come with each invoice)', async () => {
      t.clock.set('2026-11-20T12:00:00Z');
      const user = await createUser(t.db, {
        credits: 2,
        subscriptionTier: 'pro',
        lastCreditReset: new Date('2026-09-01T00:00:00Z'),
      });
      const headers = await signIn(t.app, user.email);
      expect((await t.app.inject({ url: '/api/credits/info', headers })).json()).toEqual({
        credits: 2,
        tier: 'pro',
        monthlyAllocation: 500,
      });
    });
  });

  it('GET /api/credits/info reads the plan allocation from admin settings and needs a session', async () => {
    await t.db
      .insert(adminSettings)
      .values({ key: 'subscription_plans', value: { starter: { priceCents: 2500, credits: 180 } } });
    const user = await createUser(t.db, { subscriptionTier: 'starter' });
    const headers = await signIn(t.app, user.email);
    expect((await t.app.inject({ url: '/api/credits/info', headers })).json()).toEqual({
      credits: 15,
      tier: 'starter',
      monthlyAllocation: 180,
    });
    expect((await t.app.inject({ url: '/api/credits/info' })).statusCode).toBe(401);
    // Read with the session on every request (decision 063): an administrator's change counts on the next one; a stored value that is not a count falls back to the default.
    await t.app.services.catalogue.updatePricingSettings({ subscriptionPlans: { starter: { credits: 220 } } });
    expect((await t.app.inject({ url: '/api/credits/info', headers })).json()).toMatchObject({
      tier: 'starter',
      monthlyAllocation: 220,
    });
    expect(await t.app.services.catalogue.monthlyAllocation('starter')).toBe(220);
    await t.db
      .update(adminSettings)
      .set({ value: { starter: { credits: 'lots' } } })
      .where(eq(adminSettings.key, 'subscription_plans'));
    const fallback = (await t.app.services.catalogue.pricing()).plans.starter.credits;
    expect((await t.app.inject({ url: '/api/credits/info', headers })).json()).toMatchObject({
      monthlyAllocation: fallback,
    });
    expect(await t.app.services.catalogue.monthlyAllocation('starter')).toBe(fallback);
  });
});
