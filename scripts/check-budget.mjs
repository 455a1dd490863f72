// Web bundle budget: the JavaScript and CSS a first visit to each screen loads
// (the entry, everything it imports statically, and the screen's own lazy
// chunk with its static imports), measured after gzip, against bench/budget.json.
// Exits 1 when a screen is over its budget.
//
//   node scripts/check-budget.mjs [--dir dist/web] [--budget bench/budget.json] [--json]
//
// --json prints `{ ok, screens: { name: { path, js, css, jsLimit, cssLimit, files } } }` (bytes) for the bench.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Relative files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) found.add(match[1]);
  return found;
}

export function measureBudget({ dir = 'dist/web', budgetFile = 'bench/budget.json' } = {}) {
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const assets = join(dir, 'assets');
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
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

  const screens = {};
  let ok = true;
  for (const [name, screen] of Object.entries(budget.screens)) {
    const chunks = screen.chunks.map((prefix) => {
      const file = files.find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
      if (!file) throw new Error(`no chunk named ${prefix}-*.js in ${assets}`);
      return file;
    });
    const js = [...closure([...entries, ...chunks])];
    // A lazy chunk's own CSS (Vite names it after the chunk) loads with it.
    const css = [...styles, ...js.map((f) => f.replace(/\.js$/, '.css')).filter((f) => files.includes(f))];
    const jsBytes = js.reduce((sum, f) => sum + gzipSize(join(assets, f)), 0);
    const cssBytes = css.reduce((sum, f) => sum + gzipSize(join(assets, f)), 0);
    const within = jsBytes <= screen.js && cssBytes <= screen.css;
    ok &&= within;
    screens[name] = { path: screen.path, js: jsBytes, css: cssBytes, jsLimit: screen.js, cssLimit: screen.css, within, files: [...js, ...css] };
  }
  return { ok, screens };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = measureBudget({ dir: option('--dir', 'dist/web'), budgetFile: option('--budget', 'bench/budget.json') });
  if (args.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const [name, s] of Object.entries(report.screens)) {
      console.log(`${s.within ? '✓' : '✗'} ${name} (${s.path}): JS ${kb(s.js)} of ${kb(s.jsLimit)}, CSS ${kb(s.css)} of ${kb(s.cssLimit)} gzip, ${s.files.length} files`);
    }
    if (!report.ok) console.log('The web bundle is over its budget (bench/budget.json).');
  }
  process.exit(report.ok ? 0 : 1);
}
