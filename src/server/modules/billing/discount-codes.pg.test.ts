import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscountCodeSchema } from '@shared/schemas/discount-codes';
import { discountCodes, discountUsage } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Real concurrency: PostgreSQL with a connection pool (PGlite runs one transaction at a time).
describe('discount usage under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('20 payments completing at once count a code limited to 5 exactly 5 times', async () => {
    const codes = t.app.services.discountCodes;
    const code = await codes.create(createDiscountCodeSchema.parse({ code: 'RUSH', value: 20, usageLimit: 5 }), null);
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
    const outcomes = await Promise.all(
      users.map((user, i) =>
        t.db.transaction((tx) =>
          codes.recordUsage(tx, {
            discountCodeId: code.id,
            userId: user.id,
            stripeSessionId: `cs_rush_${i}`,
            discountAmount: 600,
            amountPaid: 2400,
          }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'counted')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'limit_reached')).toHaveLength(15);
    const [row] = await t.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row!.usageCount).toBe(5);
    // The 15 beyond the limit are kept as over-limit payments (decision 090), not counted.
    const usage = await t.db.select().from(discountUsage).where(eq(discountUsage.discountCodeId, code.id));
    expect(usage.filter((u) => !u.overLimit)).toHaveLength(5);
    expect(usage.filter((u) => u.overLimit)).toHaveLength(15);
  });
});
