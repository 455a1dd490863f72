// The services of the app, for command-line tools (admin, seed): the same
// wiring as the server, against the database the environment names.
import type { Database } from '../src/server/db/client';
import { openMigratedDatabase } from '../src/server/db/open-from-env';
import { DatabaseInUseError } from '../src/server/db/pglite-lock';
import type { Env } from '../src/server/env';
import { createMailer } from '../src/server/integrations/mailer';
import { systemClock } from '../src/server/lib/clock';
import { createServices, type Services } from '../src/server/services';

/** Runs `work` with the services and closes the database afterwards, whatever happens. */
export async function withCliServices<T>(
  env: Env,
  tool: string,
  work: (services: Services, db: Database) => Promise<T>,
): Promise<T> {
  const database = await openMigratedDatabase(env).catch((error: unknown) => {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  try {
    const services = createServices({
      env,
      database,
      clock: systemClock,
      mailer: createMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, outboxDir: `${env.DATA_DIR}/outbox` }),
      version: tool,
      startedAt: Date.now(),
    });
    return await work(services, database.db);
  } finally {
    await database.close();
  }
}
