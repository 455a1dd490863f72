// Builds the web app (Vite → dist/web) and the server (esbuild → dist/server),
// and copies the migrations next to the server bundle. Skips the work when
// nothing it depends on changed since the last build (see isBuildFresh).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-hash';
const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build.mjs'];

function fingerprint() {
  const hash = createHash('sha256');
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else if (!/\.test\.tsx?$/.test(path)) {
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  INPUTS.forEach(walk);
  return hash.digest('hex');
}

export function isBuildFresh() {
  return existsSync(STAMP) && existsSync('dist/server/main.js') && existsSync('dist/web/index.html') && readFileSync(STAMP, 'utf8') === fingerprint();
}

export async function build({ force = false } = {}) {
  if (!force && isBuildFresh()) return;
  console.log('Building Postwright…');
  rmSync('dist', { recursive: true, force: true });
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: { main: 'src/server/main.ts' },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
  writeFileSync(STAMP, fingerprint());
}

if (import.meta.url === `file://${process.argv[1]}`) await build({ force: process.argv.includes('--force') });
