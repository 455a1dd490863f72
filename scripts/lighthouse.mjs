// Lighthouse scores of Postwright's screens in Debian's Chromium (the
// `lighthouse` npm package; no browser download). Used by the bench.
//
//   node scripts/lighthouse.mjs --url http://127.0.0.1:3000 [--paths /,/auth,/dashboard,/post-history]
//        [--form desktop|mobile|both] [--cookie "pw_session=…"] [--runs 1] [--json]
//
// --cookie signs the visit in (the signed-in screens); --runs N keeps each
// screen's median performance run. --json prints
// `{ results: [{ path, form, performance, lcpMs, cls, tbtMs, fcpMs, siMs }] }`;
// otherwise a table. Exits 0 whatever the scores: the caller judges them.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const baseUrl = option('--url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const paths = option('--paths', '/,/auth,/dashboard,/post-history').split(',');
const form = option('--form', 'both');
const cookie = option('--cookie', undefined);
const runs = Number(option('--runs', '1'));
const forms = form === 'both' ? ['desktop', 'mobile'] : [form];

export async function measure({ url, formFactor, cookie: sessionCookie }) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(sessionCookie ? { extraHeaders: { Cookie: sessionCookie } } : {}),
    };
    // Mobile: Lighthouse's default (Moto G power, simulated slow 4G); desktop: its desktop preset.
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const audits = result.lhr.audits;
    // A metric Lighthouse could not compute (a page error, an interrupted trace) is null, with the reason.
    const value = (id, digits = 0) =>
      typeof audits[id]?.numericValue === 'number' ? Number(audits[id].numericValue.toFixed(digits)) : null;
    return {
      performance:
        result.lhr.categories.performance.score === null
          ? null
          : Math.round(result.lhr.categories.performance.score * 100),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift', 3),
      tbtMs: value('total-blocking-time'),
      fcpMs: value('first-contentful-paint'),
      siMs: value('speed-index'),
      // How fast this host ran Lighthouse's CPU benchmark: the 4× slowdown assumes a fast desktop (1,500–2,000), see docs/performance.md.
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      ...(result.lhr.runtimeError ? { error: result.lhr.runtimeError.message } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = [];
  for (const path of paths) {
    for (const formFactor of forms) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const sample = await measure({ url: `${baseUrl}${path}`, formFactor, cookie });
        // A run Lighthouse could not finish (a lost trace on a busy machine) is tried once more rather than counted as a score.
        samples.push(
          sample.performance === null ? await measure({ url: `${baseUrl}${path}`, formFactor, cookie }) : sample,
        );
      }
      samples.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      results.push({ path, form: formFactor, ...samples[Math.floor(samples.length / 2)] });
    }
  }
  if (args.includes('--json')) console.log(JSON.stringify({ results }, null, 2));
  else
    for (const r of results)
      console.log(
        `${r.path.padEnd(14)} ${r.form.padEnd(8)} perf ${String(r.performance).padStart(3)}  LCP ${r.lcpMs} ms  CLS ${r.cls}  TBT ${r.tbtMs} ms  FCP ${r.fcpMs} ms${r.error ? `  (${r.error})` : ''}`,
      );
}
