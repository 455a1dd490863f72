import type { Executor } from '../../db/client';

/**
 * Where a due publication is handed to the job engine. `enqueue` runs on the
 * caller's executor, so the job is written in the same transaction as the
 * publication row: both exist, or neither (jobs/publish-post.job.ts).
 * A job is only a wake-up call: the row decides, so a stale or doubled job is harmless.
 */
export type PublishQueue = { enqueue(executor: Executor, job: PublishJob): Promise<void> };
export type PublishJob = { publicationId: string; dueAt: Date };
