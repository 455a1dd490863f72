import { DatabaseInUseError } from './db/pglite-lock';
import { EnvError, loadEnv } from './env';
import { openApp, runJobsUntilSignal } from './start-process';

// `npm run worker`: a process that runs the job workers and the periodic jobs
// but serves no HTTP, so publishing scales apart from the web processes
// (run those with WORKERS=0). Any number of them may share one PostgreSQL.
// The app is built (never listened on) because the jobs call its services.

async function worker(): Promise<void> {
  const env = loadEnv();
  const opened = await openApp(env);
  const { app, database } = opened;
  await runJobsUntilSignal(env, opened, { workers: true, announce: 'worker shutting down', graceMs: 20_000 });
  await app.services.systemLogs
    .record({
      level: 'info',
      source: 'system',
      message: 'Postwright worker started',
      metadata: { database: database.kind, concurrency: env.PUBLISH_CONCURRENCY },
    })
    .catch(() => undefined);
  console.log(
    `\n  Postwright worker is running (database: ${database.kind}; ${env.PUBLISH_CONCURRENCY} publications at a time)\n`,
  );
}

worker().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DatabaseInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
