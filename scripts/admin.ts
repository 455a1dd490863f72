// `npm run admin -- grant EMAIL` / `revoke EMAIL`: make (or unmake) an administrator
// from the shell, against the database the environment names.
import { loadEnv } from '../src/server/env';
import { withCliServices } from './cli-services';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant EMAIL | revoke EMAIL');
  process.exit(2);
}

await withCliServices(loadEnv(), 'cli', async (services) => {
  const user = await services.accounts.setRole(email, command === 'grant' ? 'admin' : 'user');
  if (!user) {
    console.error(`No account with the e-mail ${email}. The person must register first.`);
    process.exitCode = 1;
    return;
  }
  await services.systemLogs.record({
    level: 'info',
    source: 'system',
    message: `Administrator role ${command === 'grant' ? 'granted to' : 'revoked from'} a user from the command line`,
    userId: user.id,
  });
  console.log(`${user.email} is now ${user.role === 'admin' ? 'an administrator' : 'a regular user'}.`);
});
