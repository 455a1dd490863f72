// Web bundle budget: the JavaScript and CSS a first visit to each screen loads,
// measured after gzip, against bench/budget.json. A screen names the page the
// server sends for it (`html`, default index.html) and the lazy chunks its
// first render needs (`chunks`): it loads the page's module scripts and
// modulepreloads, everything they import statically, and those chunks with
// their static imports. Dynamic imports are not counted: the landing page
// (landing.html, prerendered, decision 077) loads the React app only after it
// has painted, so its first visit is its small script; the app it loads
// afterwards is reported as `later`, without a limit.
// Exits 1 when a screen is over its budget.
//
//   node scripts/check-budget.mjs [--dir dist/web] [--budget bench/budget.json] [--json]
//
// --json prints `{ ok, screens: { name: { path, js, css, jsLimit, cssLimit, files, later } } }` (bytes) for the bench.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Relative files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) found.add(match[1]);
  return found;
}

/** What an HTML page loads by itself: module scripts, modulepreloads (JS) and stylesheets, as names under /assets/. */
export function pageAssets(html) {
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const js = [];
  const css = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script');
    const url = isScript ? attr(tag, 'src') : attr(tag, 'href');
    if (!url?.startsWith('/assets/')) continue;
    const file = url.slice('/assets/'.length);
    const rel = attr(tag, 'rel');
    if ((isScript && attr(tag, 'type') === 'module') || rel === 'modulepreload') js.push(file);
    else if (rel === 'stylesheet') css.push(file);
  }
  return { js, css };
}

/** The built chunks of `assets`: a chunk's file by its name, and the files some chunks load with their static imports. */
export function chunkGraph(assets) {
  const files = readdirSync(assets);
  const closure = (starts) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !existsSync(join(assets, file))) return;
      seen.add(file);
      for (const next of staticImports(readFileSync(join(assets, file), 'utf8'))) visit(next);
    };
    starts.forEach(visit);
    return seen;
  };
  const chunkFile = (prefix) => {
    const file = files.find(
      (f) => f.startsWith(`${prefix}-`) && f.endsWith('.js') && /^[\w-]{1,8}\.js$/.test(f.slice(prefix.length + 1)),
    );
    if (!file) throw new Error(`no chunk named ${prefix}-*.js in ${assets}`);
    return file;
  };
  return { files, closure, chunkFile };
}

export function measureBudget({ dir = 'dist/web', budgetFile = 'bench/budget.json' } = {}) {
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const assets = join(dir, 'assets');
  const { files, closure, chunkFile } = chunkGraph(assets);
  const bytes = (list) => list.reduce((sum, f) => sum + gzipSize(join(assets, f)), 0);

  const screens = {};
  let ok = true;
  for (const [name, screen] of Object.entries(budget.screens)) {
    const page = pageAssets(readFileSync(join(dir, screen.html ?? 'index.html'), 'utf8'));
    const js = [...closure([...page.js, ...screen.chunks.map(chunkFile)])];
    // A lazy chunk's own CSS (Vite names it after the chunk) loads with it.
    const css = [
      ...new Set([...page.css, ...js.map((f) => f.replace(/\.js$/, '.css')).filter((f) => files.includes(f))]),
    ];
    const jsBytes = bytes(js);
    const cssBytes = bytes(css);
    const within = jsBytes <= screen.js && cssBytes <= screen.css;
    ok &&= within;
    screens[name] = {
      path: screen.path,
      js: jsBytes,
      css: cssBytes,
      jsLimit: screen.js,
      cssLimit: screen.css,
      within,
      files: [...js, ...css],
    };
    if (screen.later) {
      // What the page loads once it has painted (the app taking over): reported, not limited.
      const later = [...closure(screen.later.chunks.map(chunkFile))].filter((f) => !js.includes(f));
      screens[name].later = { js: bytes(later), files: later };
    }
  }
  return { ok, screens };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = measureBudget({
    dir: option('--dir', 'dist/web'),
    budgetFile: option('--budget', 'bench/budget.json'),
  });
  if (args.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const [name, s] of Object.entries(report.screens)) {
      const later = s.later ? `; then ${kb(s.later.js)} of JS once painted (not limited)` : '';
      console.log(
        `${s.within ? '✓' : '✗'} ${name} (${s.path}): JS ${kb(s.js)} of ${kb(s.jsLimit)}, CSS ${kb(s.css)} of ${kb(s.cssLimit)} gzip, ${s.files.length} files${later}`,
      );
    }
    if (!report.ok) console.log('The web bundle is over its budget (bench/budget.json).');
  }
  process.exit(report.ok ? 0 : 1);
}
