// Builds the web app (Vite → web), prerenders the landing page into
// web/landing.html (decision 077) and the app's first frame into index.html
// (decision 081), and builds the server (esbuild → server) into a new
// folder `.builds/<id>`, copies the migrations next to the server bundle,
// precompresses the web assets (Brotli and gzip), then swaps `dist` (a symbolic
// link) to the new folder in one rename: a process already serving the previous
// build keeps its files, and `dist` is never half-built. Skips the work when
// nothing it depends on changed since the last build (see isBuildFresh).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chunkGraph, pageAssets } from './check-budget.mjs';
import { buildServerBundle } from './server-bundle.mjs';

const DIST = 'dist';
const BUILDS = '.builds';
const STAMP = 'dist/.build-hash';
const KEEP_BUILDS = 3;
const INPUTS = [
  'src',
  'public',
  'index.html',
  'landing.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/check-budget.mjs',
];
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
  return (
    existsSync(STAMP) &&
    existsSync('dist/server/main.js') &&
    existsSync('dist/web/index.html') &&
    readFileSync(STAMP, 'utf8') === fingerprint()
  );
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
    const br = brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  }
}

/** Where a page's prerendered markup goes (index.html, landing.html). */
const APP_SLOT = '<div id="root"><!--app--></div>';

/** Puts `markup` into the page's #root, after checking it can be hydrated under our CSP. */
function fillSlot(page, markup, expected) {
  const template = readFileSync(page, 'utf8');
  if (!template.includes(APP_SLOT)) throw new Error(`${page} has no ${APP_SLOT} to fill`);
  if (!markup.includes(expected)) throw new Error(`the prerendered ${page} lacks ${expected}`);
  // Under our CSP no inline script runs: every boundary must be complete in the markup itself.
  if (/<script|<!--\$[?!]-->/.test(markup))
    throw new Error(`the prerendered ${page} has a pending Suspense boundary (or an inline script)`);
  // The head has the page's <title> already; React hoists the one a page renders into the head on its own.
  writeFileSync(
    page,
    template.replace(APP_SLOT, `<div id="root">${markup.replace(/^<title>[^<]*<\/title>/, '')}</div>`),
  );
}

/**
 * Renders with react-dom/static (a Vite SSR build of src/web/prerender.tsx,
 * in a scratch folder): the landing page into `web/landing.html`, which the
 * server sends for `/` to browsers without a session cookie (decision 077),
 * and the app's first frame into `web/index.html`, every other page
 * (decision 081).
 */
export async function prerenderPages(out) {
  const scratch = join(out, 'prerender');
  try {
    execSync(`npx vite build --ssr src/web/prerender.tsx --logLevel warn --outDir ${scratch}`, { stdio: 'inherit' });
    const { renderLanding, renderShell } = await import(pathToFileURL(resolve(scratch, 'prerender.js')).href);
    fillSlot(join(out, 'web/landing.html'), await renderLanding(), '<h1');
    fillSlot(join(out, 'web/index.html'), await renderShell(), 'id="cookie-banner-title"');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** What a first visit to each path renders (chunk names), shared with the web app's routes/preload.ts. */
const FIRST_SCREENS = 'src/web/app/routes/first-screens.json';
const STATES = { signedIn: 'in', signedOut: 'out' };

/**
 * Writes, for each path of first-screens.json and each session state, a copy
 * of index.html that lists the files its first screen needs (decisions 080,
 * 081): the app's start (`boot`) and the screen's chunks, with everything they
 * import statically, in `<meta name="first-screen-files">`. src/web/main.tsx
 * fetches them all at once, after the prerendered first frame has been
 * painted, instead of one import after another. The server sends
 * `first-screens/<page>.html` for that path, chosen by the session cookie
 * (`web/first-screens.json`). A name with no chunk fails the build.
 */
export function writeFirstScreens(web, screensFile = FIRST_SCREENS) {
  const { paths } = JSON.parse(readFileSync(screensFile, 'utf8'));
  const index = readFileSync(join(web, 'index.html'), 'utf8');
  const { closure, chunkFile } = chunkGraph(join(web, 'assets'));
  const announced = closure(pageAssets(index).js);
  const pages = {};
  mkdirSync(join(web, 'first-screens'), { recursive: true });
  for (const [path, screen] of Object.entries(paths)) {
    pages[path] = {};
    for (const [state, suffix] of Object.entries(STATES)) {
      const chunks = screen[state];
      if (!chunks) continue;
      const files = [...closure(['boot', ...chunks].map(chunkFile))].filter((file) => !announced.has(file));
      const list = `<meta name="first-screen-files" content="${files.map((file) => `/assets/${file}`).join(' ')}">`;
      const name = `first-screens/${path.slice(1).replace(/\W+/g, '-')}.${suffix}.html`;
      writeFileSync(join(web, name), index.replace('</head>', `${list}</head>`));
      pages[path][state] = name;
    }
  }
  writeFileSync(join(web, 'first-screens.json'), JSON.stringify(pages, null, 2));
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
    await prerenderPages(out);
    writeFirstScreens(join(out, 'web'));
    await buildServerBundle({ root: process.cwd(), outdir: join(out, 'server') });
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
