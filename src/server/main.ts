import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openMigratedDatabase, pgliteDir } from './db/open-from-env';
import { DatabaseInUseError } from './db/pglite-lock';
import { EnvError, loadEnv } from './env';
import { startJobs } from './jobs/scheduler';
import { connectRedis } from './integrations/redis';
import { resolveAppSecret } from './lib/app-secret';
import { systemClock } from './lib/clock';

// Entry point of `npm start`: migrate, listen, shut down cleanly.

function findWebRoot(): string | undefined {
  const candidates = [fileURLToPath(new URL('../web', import.meta.url)), resolve('dist/web')];
  return candidates.find((dir) => existsSync(`${dir}/index.html`));
}

async function main(): Promise<void> {
  const env = loadEnv();
  const secret = await resolveAppSecret(env);
  const database = await openMigratedDatabase(env, (err) => console.warn(`database connection lost: ${err.message}`));

  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, { warn: (message) => console.warn(message), clock: systemClock }) : undefined;
  const app = await buildApp({ env: { ...env, APP_SECRET: secret }, database, redis, webRoot: findWebRoot() });

  const stopJobs = startJobs(app.services, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      stopJobs();
      await app.close();
      redis?.disconnect();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const where = database.kind === 'pglite' ? `embedded PostgreSQL in ${pgliteDir(env)}` : 'PostgreSQL';
  // The admin's System Logs show when each process started (source system).
  await app.services.systemLogs
    .record({ level: 'info', source: 'system', message: 'Postwright started', metadata: { database: database.kind, writer: env.AI_PROVIDER, port } })
    .catch(() => undefined);
  if (database.migrationsApplied > 0) {
    await app.services.systemLogs
      .record({ level: 'info', source: 'system', message: `Applied ${database.migrationsApplied} database migration(s)`, metadata: { applied: database.migrationsApplied } })
      .catch(() => undefined);
  }
  console.log(`\n  Postwright is running at http://localhost:${port}  (database: ${where}; writer: ${env.AI_PROVIDER === 'offline' ? 'Offline writer' : env.AI_MODEL})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DatabaseInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
