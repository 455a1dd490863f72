// Installs npm dependencies when they are missing or older than package-lock.json.
// Uses only Node built-ins: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const STAMP = 'node_modules/.postwright-lock-hash';

export function ensureDependencies() {
  const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
  const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (installed === lockHash && existsSync('node_modules/.bin')) return;
  // `npm ci` refuses this lock file (npm drops other platforms' optional binaries
  // from it); `npm install` installs exactly the locked versions and leaves it unchanged.
  console.log('Installing dependencies…');
  execSync('npm install --no-audit --no-fund --loglevel=error', { stdio: 'inherit' });
  writeFileSync(STAMP, lockHash);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDependencies();
