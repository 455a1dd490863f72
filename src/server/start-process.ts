import { buildApp } from './app';
import { openMigratedDatabase } from './db/open-from-env';
import type { Env } from './env';
import { installJobSchema } from './jobs/job-engine';
import { startJobs } from './jobs/scheduler';
import { startWorkers } from './jobs/workers';
import { connectRedis } from './integrations/redis';
import { resolveAppSecret } from './lib/app-secret';
import { systemClock } from './lib/clock';
import { exitGracefullyOnSignal } from './lib/graceful-shutdown';

// What `npm start` (main.ts) and `npm run worker` (worker.ts) both do: open the
// migrated database, build the app, run the periodic jobs and the job workers,
// and close it all in order on SIGTERM or SIGINT.

/** The secret, the migrated database, the job engine's tables, Redis when configured, and the app on top. */
export async function openApp(env: Env, webRoot?: string) {
  const secret = await resolveAppSecret(env);
  const database = await openMigratedDatabase(env, (err) => console.warn(`database connection lost: ${err.message}`));
  // The job engine's tables (pg-boss): every process sends jobs, workers or not.
  await installJobSchema(database);
  const redis = env.REDIS_URL
    ? connectRedis(env.REDIS_URL, { warn: (message) => console.warn(message), clock: systemClock })
    : undefined;
  const app = await buildApp({ env: { ...env, APP_SECRET: secret }, database, redis, webRoot });
  return { app, database, redis };
}
export type OpenedApp = Awaited<ReturnType<typeof openApp>>;

/** Starts the periodic jobs, and the job workers when `workers` is true; stops them first and the app last on a signal. */
export async function runJobsUntilSignal(
  env: Env,
  { app, database, redis }: OpenedApp,
  { workers, announce, graceMs }: { workers: boolean; announce: string; graceMs: number },
): Promise<void> {
  const stopJobs = startJobs(app.services, app.log);
  const stopWorkers = workers
    ? await startWorkers(database, app.services, {
        concurrency: env.PUBLISH_CONCURRENCY,
        pollingIntervalSeconds: env.JOB_POLL_SECONDS,
        onError: (error) => app.log.error({ err: error }, 'job engine error'),
      })
    : async () => undefined;

  exitGracefullyOnSignal({
    announce: (signal) => app.log.info({ signal }, announce),
    graceMs,
    stop: async () => {
      stopJobs();
      await stopWorkers();
      await app.close();
      redis?.disconnect();
      await database.close();
    },
  });
  // LinkedIn refuses a version it stopped serving (426): say so in System Logs while there is time.
  await app.services.linkedinTokens.checkApiVersion().catch(() => undefined);
}
