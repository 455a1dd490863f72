import type PgBoss from 'pg-boss';
import type { AutoTopUpService } from '../modules/billing/auto-top-up.service';
import { QUEUES } from './job-engine';

// Every 15 minutes, on one worker of the whole cluster (pg-boss's cron): auto
// top-up attempts still pending an hour after they were reserved (the charge
// job died after Stripe charged, or ran out of retries) are settled with what
// Stripe knows of their PaymentIntent (decision 125).

/** Takes only the service it calls (no import cycle with services.ts). */
export async function workSettleAutoTopUps(
  boss: PgBoss,
  services: { autoTopUp: Pick<AutoTopUpService, 'settleStale'> },
): Promise<void> {
  await boss.schedule(QUEUES.settleAutoTopUps, '*/15 * * * *', {}, { retryLimit: 0, expireInSeconds: 600 });
  await boss.work(QUEUES.settleAutoTopUps, { pollingIntervalSeconds: 10 }, async () => {
    await services.autoTopUp.settleStale();
  });
}
