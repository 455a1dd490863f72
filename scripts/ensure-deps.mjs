// Installs npm dependencies when they are missing or older than package-lock.json.
// Uses only Node built-ins: it runs before anything is installed.
//
// `npm start` builds the app, so it needs the devDependencies (Vite, esbuild)
// whatever NODE_ENV says: with NODE_ENV=production npm would skip them, hence
// `--include=dev`. The stamp is written only after every locked package is
// verified on disk, so a production-only install (`npm ci --omit=dev`, or
// `npm ci` under NODE_ENV=production) is completed once, not re-run each start.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const STAMP = 'node_modules/.postwright-lock-hash';

/** Locked packages (dev included) missing or at another version in node_modules; optional ones are skipped (other platforms). */
export function missingPackages(lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))) {
  const missing = [];
  for (const [path, meta] of Object.entries(lock.packages ?? {})) {
    if (path === '' || meta.optional || meta.link || !path.includes('node_modules/')) continue;
    const manifest = `${path}/package.json`;
    if (!existsSync(manifest)) {
      missing.push(path);
      continue;
    }
    if (meta.version && JSON.parse(readFileSync(manifest, 'utf8')).version !== meta.version) missing.push(path);
  }
  return missing;
}

export function ensureDependencies() {
  const lockText = readFileSync('package-lock.json');
  const lockHash = createHash('sha256').update(lockText).digest('hex');
  const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (installed === lockHash && existsSync('node_modules/.bin')) return;
  const lock = JSON.parse(lockText.toString('utf8'));
  // Already complete (e.g. `npm ci` ran in a container build): stamp it, install nothing.
  if (missingPackages(lock).length > 0) {
    // `npm ci` refuses this lock file (npm drops other platforms' optional binaries
    // from it); `npm install` installs exactly the locked versions and leaves it unchanged.
    console.log('Installing dependencies (including the build tools)…');
    execSync('npm install --include=dev --no-audit --no-fund --loglevel=error', { stdio: 'inherit' });
    const still = missingPackages(lock);
    if (still.length > 0)
      throw new Error(
        `npm install left packages missing: ${still.slice(0, 5).join(', ')}${still.length > 5 ? ', …' : ''}`,
      );
  }
  writeFileSync(STAMP, lockHash);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDependencies();
