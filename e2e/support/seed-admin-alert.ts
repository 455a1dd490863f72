// Runs before the e2e server starts (playwright.config.ts): one failed Stripe
// webhook signature, then the periodic alert check, exactly as the running
// server's job would do it; the admin spec marks the alert it raises as read.
import { loadEnv } from '../../src/server/env';
import { WEBHOOK_SIGNATURE_FAILURE } from '../../src/server/modules/admin/admin-alerts.service';
import { withCliServices } from '../../scripts/cli-services';

await withCliServices(loadEnv(), 'e2e-seed', async (services) => {
  if ((await services.adminAlerts.list()).length > 0) return;
  await services.systemLogs.record({
    level: 'error',
    source: 'stripe',
    message: WEBHOOK_SIGNATURE_FAILURE,
    metadata: { reason: 'e2e seed' },
  });
  await services.adminAlerts.check();
});
