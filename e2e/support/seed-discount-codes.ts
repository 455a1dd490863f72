// Runs before the e2e server starts (playwright.config.ts): the discount codes
// the billing spec uses, created through the real discount-code service on the
// run's fresh database. (Administrators create codes in the admin area.)
import { createDiscountCodeSchema } from '../../src/shared/schemas/discount-codes';
import { loadEnv } from '../../src/server/env';
import { withCliServices } from '../../scripts/cli-services';

const E2E_DISCOUNT_CODES = [{ code: 'E2E20', type: 'percentage', value: 20 }] as const;

await withCliServices(loadEnv(), 'e2e-seed', async (services) => {
  const existing = new Set((await services.discountCodes.list()).map((c) => c.code));
  for (const code of E2E_DISCOUNT_CODES) {
    if (!existing.has(code.code)) await services.discountCodes.create(createDiscountCodeSchema.parse(code), null);
  }
});
