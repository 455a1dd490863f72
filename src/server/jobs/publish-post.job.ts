import type PgBoss from 'pg-boss';
import type { ScheduledPublishService } from '../modules/linkedin/scheduled-publish.service';
import type { PublishQueue } from '../modules/scheduling/publish-queue';
import { QUEUES, transactionDb } from './job-engine';

// The publish-post job: "publication X is due at T". Sent in the transaction
// that schedules (or reschedules, or retries) the post, with startAfter T.
// The row decides what happens (modules/linkedin/scheduled-publish.service.ts),
// so pg-boss's at-least-once delivery can never publish twice.

type PublishPostData = { publicationId: string; dueAt: string };

export function createPublishQueue(boss: PgBoss): PublishQueue {
  return {
    async enqueue(executor, job) {
      const data: PublishPostData = { publicationId: job.publicationId, dueAt: job.dueAt.toISOString() };
      // A handler that throws (the database went away before the claim) is run again; a claimed row is the reconciler's.
      await boss.send(QUEUES.publishPost, data, {
        db: transactionDb(executor),
        startAfter: job.dueAt,
        retryLimit: 3,
        retryDelay: 10,
        expireInSeconds: 300,
      });
    },
  };
}

/**
 * Each fetch takes up to `concurrency` due jobs and publishes them side by side. Takes only the service it
 * calls: services.ts sends this job, so this file must not depend on services.ts (no import cycle).
 */
export async function workPublishPost(
  boss: PgBoss,
  services: { scheduledPublish: Pick<ScheduledPublishService, 'publishDue'> },
  options: { concurrency: number; pollingIntervalSeconds: number },
): Promise<void> {
  const worker = { id: '' };
  worker.id = await boss.work<PublishPostData>(
    QUEUES.publishPost,
    { batchSize: options.concurrency, pollingIntervalSeconds: options.pollingIntervalSeconds },
    async (jobs) => {
      // pg-boss waits a whole polling interval after each fetch, even a full one: a full batch means more may be
      // due, so this worker fetches again at once (else 1,000 posts due together go out at 5 a second).
      if (jobs.length >= options.concurrency && worker.id) boss.notifyWorker(worker.id);
      const results = await Promise.allSettled(jobs.map((job) => services.scheduledPublish.publishDue(job.data)));
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      // pg-boss fails the whole batch on a throw; only the ones that threw are unclaimed (the others settled their rows).
      if (failure) throw failure.reason;
    },
  );
}
