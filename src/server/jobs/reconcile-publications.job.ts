import type PgBoss from 'pg-boss';
import type { Services } from '../services';
import { QUEUES } from './job-engine';

// Every minute, on one worker of the whole cluster (pg-boss's cron runs a
// scheduled job once per slot): publications left in "publishing" by a dead
// worker become "Check LinkedIn", and overdue ones get a fresh job.

export async function workReconcilePublications(boss: PgBoss, services: Services): Promise<void> {
  await boss.schedule(QUEUES.reconcilePublications, '* * * * *', {}, { retryLimit: 0, expireInSeconds: 120 });
  await boss.work(QUEUES.reconcilePublications, { pollingIntervalSeconds: 5 }, async () => {
    await services.scheduledPublish.reconcile();
  });
}
