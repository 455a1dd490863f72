import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';

// Real concurrency: PostgreSQL with a connection pool (PGlite runs one transaction at a time).
describe('credit ledger under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('50 parallel spends of 1 against a balance of 5: exactly 5 succeed, 45 get 402, the ledger agrees', async () => {
    const user = await createUser(t.db, { credits: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.app.services.credits.spend({
          userId: user.id,
          feature: 'post_generation',
          cost: 1,
          idempotencyKey: `par-${user.id}-${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 402, message: 'Insufficient credits' });
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
    const afters = (await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, user.id)))
      .filter((r) => r.type === 'spend')
      .map((r) => r.creditsAfter)
      .sort();
    expect(afters).toEqual([0, 1, 2, 3, 4]);
  });

  it('many first requests of a new month top up exactly once', async () => {
    t.clock.set('2026-11-20T12:00:00Z');
    const user = await createUser(t.db, { credits: 1, lastCreditReset: new Date('2026-10-31T23:00:00Z') });
    const headers = await signIn(t.app, user.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ url: '/api/credits/info', headers })),
    );
    for (const a of answers) expect(a.json().credits).toBe(15);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 15, ledgerSum: 15 });
    const resets = (await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, user.id))).filter(
      (r) => r.type === 'monthly_reset',
    );
    expect(resets).toHaveLength(1);
  });

  it('the same idempotency key sent 20 times at once spends once', async () => {
    const user = await createUser(t.db, { credits: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.services.credits.spend({
          userId: user.id,
          feature: 'post_generation',
          cost: 2,
          idempotencyKey: `dup-${user.id}`,
        }),
      ),
    );
    expect(results.filter((r) => r && !r.replayed)).toHaveLength(1);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 8, ledgerSum: 8 });
  });
});
