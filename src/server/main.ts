import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteDir } from './db/open-from-env';
import { DatabaseInUseError } from './db/pglite-lock';
import { EnvError, loadEnv } from './env';
import { openApp, runJobsUntilSignal } from './start-process';

// Entry point of `npm start`: migrate, listen, shut down cleanly.

function findWebRoot(): string | undefined {
  const candidates = [fileURLToPath(new URL('../web', import.meta.url)), resolve('dist/web')];
  return candidates.find((dir) => existsSync(`${dir}/index.html`));
}

async function main(): Promise<void> {
  const env = loadEnv();
  const opened = await openApp(env, findWebRoot());
  const { app, database } = opened;
  // Scheduled publishing (issue #23): workers run in every app process unless WORKERS=0 (`npm run worker` runs only them).
  await runJobsUntilSignal(env, opened, { workers: env.WORKERS === '1', announce: 'shutting down', graceMs: 10_000 });
  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${pgliteDir(env)}` : 'PostgreSQL';
  // The admin's System Logs show when each process started (source system).
  await app.services.systemLogs
    .record({
      level: 'info',
      source: 'system',
      message: 'Postwright started',
      metadata: { database: database.kind, writer: env.AI_PROVIDER, port },
    })
    .catch(() => undefined);
  if (database.migrationsApplied > 0) {
    await app.services.systemLogs
      .record({
        level: 'info',
        source: 'system',
        message: `Applied ${database.migrationsApplied} database migration(s)`,
        metadata: { applied: database.migrationsApplied },
      })
      .catch(() => undefined);
  }
  console.log(
    `\n  Postwright is running at http://localhost:${port}  (database: ${where}; writer: ${env.AI_PROVIDER === 'offline' ? 'Offline writer' : env.AI_MODEL})\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DatabaseInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
