import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Env } from '../env';

/**
 * APP_SECRET signs and encrypts. Zero-configuration installs get a random one
 * generated on first start and kept in DATA_DIR (mode 0600), so sessions and
 * stored LinkedIn secrets survive restarts without a hard-coded default.
 */
export async function resolveAppSecret(env: Env): Promise<string> {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = join(resolve(env.DATA_DIR), 'app-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(resolve(env.DATA_DIR), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
