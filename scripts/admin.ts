// `npm run admin -- grant EMAIL` / `revoke EMAIL`: make (or unmake) an administrator
// from the shell, against the database the environment names.
import { openMigratedDatabase } from '../src/server/db/open-from-env';
import { loadEnv } from '../src/server/env';
import { createMailer } from '../src/server/integrations/mailer';
import { systemClock } from '../src/server/lib/clock';
import { createServices } from '../src/server/services';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant EMAIL | revoke EMAIL');
  process.exit(2);
}

const env = loadEnv();
const database = await openMigratedDatabase(env);
try {
  const services = createServices({
    env,
    database,
    clock: systemClock,
    mailer: createMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, outboxDir: `${env.DATA_DIR}/outbox` }),
    version: 'cli',
    startedAt: Date.now(),
  });
  const user = await services.accounts.setRole(email, command === 'grant' ? 'admin' : 'user');
  if (!user) {
    console.error(`No account with the e-mail ${email}. The person must register first.`);
    process.exitCode = 1;
  } else {
    await services.systemLogs.record({ level: 'info', source: 'system', message: `Administrator role ${command === 'grant' ? 'granted to' : 'revoked from'} a user from the command line`, userId: user.id });
    console.log(`${user.email} is now ${user.role === 'admin' ? 'an administrator' : 'a regular user'}.`);
  }
} finally {
  await database.close();
}
