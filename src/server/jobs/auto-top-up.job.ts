import type PgBoss from 'pg-boss';
import type { AutoTopUpService } from '../modules/billing/auto-top-up.service';
import type { TopUpQueue } from '../modules/billing/auto-top-up-reserve';
import { QUEUES, transactionDb } from './job-engine';

// The auto-top-up job: "charge attempt X". Sent in the transaction of the
// spend that crossed the low line, so it exists exactly when the attempt row
// does. The row decides (pending or not) and Stripe's idempotency key makes a
// second run the same charge, so pg-boss's at-least-once delivery is safe.

type AutoTopUpData = { topUpId: string };

export function createTopUpQueue(boss: PgBoss): TopUpQueue {
  return {
    async enqueue(executor, topUpId) {
      const data: AutoTopUpData = { topUpId };
      // A throw (Stripe unreachable) runs the job again later, with the same Stripe idempotency key.
      await boss.send(QUEUES.autoTopUp, data, {
        db: transactionDb(executor),
        retryLimit: 5,
        retryDelay: 30,
        retryBackoff: true,
        expireInSeconds: 300,
      });
    },
  };
}

/** Takes only the service it calls (no import cycle with services.ts). */
export async function workAutoTopUp(
  boss: PgBoss,
  services: { autoTopUp: Pick<AutoTopUpService, 'charge'> },
  options: { pollingIntervalSeconds: number },
): Promise<void> {
  await boss.work<AutoTopUpData>(
    QUEUES.autoTopUp,
    { batchSize: 5, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async (jobs) => {
      const results = await Promise.allSettled(jobs.map((job) => services.autoTopUp.charge(job.data.topUpId)));
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failure) throw failure.reason;
    },
  );
}
