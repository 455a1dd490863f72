import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/server/db/schema';
import { openMigratedDatabase } from '../src/server/db/open-from-env';
import { testEnv } from '../src/server/env';
import { createUser } from '../src/server/test/factories';

const run = promisify(execFile);

describe('npm run admin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'postwright-admin-'));
    const database = await openMigratedDatabase(testEnv({ DATA_DIR: dataDir }));
    await createUser(database.db, { email: 'future-admin@example.com' });
    await database.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const admin = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });

  it('grants and revokes the administrator role by e-mail', async () => {
    const granted = await admin('grant', 'Future-Admin@example.com');
    expect(granted.stdout).toContain('future-admin@example.com is now an administrator.');
    const database = await openMigratedDatabase(testEnv({ DATA_DIR: dataDir }));
    const [user] = await database.db.select().from(users).where(eq(users.email, 'future-admin@example.com'));
    expect(user!.role).toBe('admin');
    await database.close();

    const revoked = await admin('revoke', 'future-admin@example.com');
    expect(revoked.stdout).toContain('is now a regular user.');
  }, 60_000);

  it('explains an unknown e-mail and bad usage with a non-zero exit', async () => {
    await expect(admin('grant', 'nobody@example.com')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the e-mail nobody@example.com'),
    });
    await expect(admin('promote')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run admin -- grant EMAIL'),
    });
  }, 60_000);
});
