// Builds the web app (Vite → web), prerenders the landing page into
// web/landing.html (decision 077), and builds the server (esbuild → server) into a new
// folder `.builds/<id>`, copies the migrations next to the server bundle,
// precompresses the web assets (Brotli and gzip), then swaps `dist` (a symbolic
// link) to the new folder in one rename: a process already serving the previous
// build keeps its files, and `dist` is never half-built. Skips the work when
// nothing it depends on changed since the last build (see isBuildFresh).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const DIST = 'dist';
const BUILDS = '.builds';
const STAMP = 'dist/.build-hash';
const KEEP_BUILDS = 3;
const INPUTS = ['src', 'public', 'index.html', 'landing.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build.mjs'];
/** Files worth compressing on the wire; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

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

/** Writes `file.br` and `file.gz` beside every compressible file of `dir` (kept only when smaller). */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const raw = readFileSync(path);
    if (raw.length < 256) continue;
    const br = brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  }
}

/** Where landing.html's prerendered markup goes. */
const APP_SLOT = '<div id="root"><!--app--></div>';

/**
 * Renders the landing page with react-dom/static (a Vite SSR build of
 * src/web/prerender.tsx, in a scratch folder) into `web/landing.html`, which
 * the server sends for `/` to browsers without a session cookie.
 */
export async function prerenderLanding(out) {
  const scratch = join(out, 'prerender');
  try {
    execSync(`npx vite build --ssr src/web/prerender.tsx --logLevel warn --outDir ${scratch}`, { stdio: 'inherit' });
    const { renderLanding } = await import(pathToFileURL(resolve(scratch, 'prerender.js')).href);
    const markup = await renderLanding();
    const page = join(out, 'web/landing.html');
    const template = readFileSync(page, 'utf8');
    if (!template.includes(APP_SLOT)) throw new Error(`${page} has no ${APP_SLOT} to fill`);
    if (!markup.includes('<h1')) throw new Error('the prerendered landing page has no headline');
    // Under our CSP no inline script runs: every boundary must be complete in the markup itself.
    if (/<script|<!--\$[?!]-->/.test(markup)) throw new Error('the prerendered landing page has a pending Suspense boundary (or an inline script)');
    // The head has the page's <title> already; React hoists the one the landing renders into the head on its own.
    writeFileSync(page, template.replace(APP_SLOT, `<div id="root">${markup.replace(/^<title>[^<]*<\/title>/, '')}</div>`));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Points `dist` at `target` with one rename (atomic on POSIX); a legacy `dist` folder is moved aside first. */
function swapDist(target) {
  if (existsSync(DIST) && !lstatSync(DIST).isSymbolicLink()) renameSync(DIST, join(BUILDS, `legacy-${Date.now()}`));
  const temp = `${DIST}.next-${process.pid}`;
  rmSync(temp, { force: true });
  symlinkSync(target, temp);
  renameSync(temp, DIST);
}

/** Removes old builds, keeping the current one and the few before it (processes may still be serving them). */
function pruneBuilds(current) {
  const builds = readdirSync(BUILDS)
    .filter((name) => join(BUILDS, name) !== current)
    .map((name) => ({ name, mtime: statSync(join(BUILDS, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(KEEP_BUILDS - 1)) rmSync(join(BUILDS, old.name), { recursive: true, force: true });
}

export async function build({ force = false } = {}) {
  if (!force && isBuildFresh()) return;
  console.log('Building Postwright…');
  const id = `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${process.pid}`;
  const out = join(BUILDS, id);
  mkdirSync(out, { recursive: true });
  try {
    execSync(`npx vite build --logLevel warn --outDir ${join(out, 'web')}`, { stdio: 'inherit' });
    await prerenderLanding(out);
    const esbuild = await import('esbuild');
    await esbuild.build({
      entryPoints: { main: 'src/server/main.ts' },
      outdir: join(out, 'server'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      sourcemap: true,
      tsconfig: 'tsconfig.json',
      logLevel: 'warning',
    });
    cpSync('src/server/db/migrations', join(out, 'server/migrations'), { recursive: true });
    precompress(join(out, 'web'));
    writeFileSync(join(out, '.build-hash'), fingerprint());
  } catch (error) {
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
  const previous = existsSync(DIST) && lstatSync(DIST).isSymbolicLink() ? readlinkSync(DIST) : undefined;
  swapDist(out);
  pruneBuilds(out);
  if (previous) console.log(`Build ${id} is live (previous: ${previous}).`);
}

if (import.meta.url === `file://${process.argv[1]}`) await build({ force: process.argv.includes('--force') });
