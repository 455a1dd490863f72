import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Services } from '../services';
import { engineDb, JOB_SCHEMA, QUEUES } from './job-engine';
import { workLinkedInTokens } from './linkedin-tokens.job';
import { workAutoTopUp } from './auto-top-up.job';
import { workPublishPost } from './publish-post.job';
import { workReconcilePublications } from './reconcile-publications.job';
import { workSettleAutoTopUps } from './settle-auto-top-ups.job';

export type WorkerOptions = {
  /** Publications published side by side by this process. */
  concurrency: number;
  pollingIntervalSeconds: number;
  /** pg-boss's cron (the reconciler); off in tests that call it themselves. */
  schedule?: boolean;
  onError?: (error: Error) => void;
};

/**
 * Starts this process's workers (every app process by default; `WORKERS=0`
 * turns them off, `npm run worker` runs only them). Any number of processes
 * may run them against one database: pg-boss hands each job to one of them
 * (SKIP LOCKED) and the publication row settles the rest. Answers `stop`.
 */
export async function startWorkers(
  database: DatabaseHandle,
  services: Services,
  options: WorkerOptions,
): Promise<() => Promise<void>> {
  const db = drainableDb(engineDb(database));
  const boss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: options.schedule ?? true,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  await boss.start();
  for (const name of Object.values(QUEUES)) await boss.createQueue(name);
  await workPublishPost(boss, services, options);
  await workAutoTopUp(boss, services, options);
  if (options.schedule ?? true) {
    await workReconcilePublications(boss, services);
    await workLinkedInTokens(boss, services);
    await workSettleAutoTopUps(boss, services);
  }
  return async () => {
    // Jobs in hand are finished (or failed back to the queue) before the database closes.
    await boss.stop({ graceful: true, close: false, wait: true, timeout: 15_000 });
    await db.drain();
  };
}

/**
 * pg-boss marks a job complete (or failed) without awaiting it, and its stop()
 * returns before that query ends: the caller would close the database under it.
 * This port counts queries in flight so stop can wait for them, and after that
 * answers nothing (a job left unmarked is delivered again, and its row settles it).
 */
function drainableDb(inner: PgBoss.Db): PgBoss.Db & { drain(): Promise<void> } {
  let closed = false;
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      if (closed) return Promise.resolve({ rows: [] });
      const query = inner.executeSql(text, values);
      inFlight.add(query);
      void query.catch(() => undefined).finally(() => inFlight.delete(query));
      return query;
    },
    async drain() {
      const deadline = Date.now() + 5000;
      while (inFlight.size > 0 && Date.now() < deadline) await Promise.allSettled([...inFlight]);
      // A handler finishing now may still ask to complete its job: give it one turn, then refuse.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.allSettled([...inFlight]);
      closed = true;
    },
  };
}
