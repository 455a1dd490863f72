// `npm test`: installs what is missing (npm packages; Chromium from Debian's
// packages), then runs every check and ends with one line `N passed, N failed`.
// Lint, typecheck and build count as one check each; test runners report
// their own test counts. Every step runs even after a failure, so one run
// shows everything that is wrong.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

const CHROMIUM = '/usr/bin/chromium';
const only = process.argv.slice(2); // e.g. `npm test -- lint unit` runs a subset
const wants = (step) => only.length === 0 || only.includes(step);

ensureDependencies();
ensureChromium();
ensureNginx();

const results = [];
const reportDir = mkdtempSync(join(tmpdir(), 'postwright-reports-'));

function ensureChromium() {
  if (!wants('e2e') || existsSync(CHROMIUM)) return;
  console.log('Installing Chromium from Debian packages…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
}

// The deployment test (src/server/deploy.pg.test.ts) runs Debian's nginx in front of two app processes.
function ensureNginx() {
  if (!wants('unit') || !process.env.TEST_DATABASE_URL || existsSync('/usr/sbin/nginx')) return;
  console.log('Installing nginx from Debian packages…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx`, {
    stdio: 'inherit',
  });
}

/** A failure message's first line, without colour codes, short enough for a summary line. */
function firstLine(message) {
  const line =
    String(message ?? '')
      // eslint-disable-next-line no-control-regex -- the terminal's colour codes
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  // Vitest reports a test or hook that ran out of time with the message of its stack-capturing error.
  if (line.trim() === 'Error: STACK_TRACE_ERROR') return 'timed out (vitest names a timeout STACK_TRACE_ERROR)';
  return line.trim().slice(0, 200);
}

function run(label, command, env = {}) {
  console.log(`\n━━ ${label} ━━  ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `   ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  return result.status === 0;
}

function check(label, command, env) {
  const ok = run(label, command, env);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function vitest(label, args, env = {}) {
  const file = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, `npx vitest run ${args} --reporter=default --reporter=json --outputFile.json=${file}`, env);
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  if (!report) {
    results.push({ label, passed: 0, failed: 1 });
    return;
  }
  // A file that fails to load has no tests but is a failure all the same.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  const failed = report.numFailedTests + brokenFiles + (ok || report.numFailedTests + brokenFiles > 0 ? 0 : 1);
  const failures = report.testResults.flatMap((f) => {
    const file = relative(process.cwd(), f.name);
    const tests = f.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${file} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    return tests.length > 0 || f.status !== 'failed'
      ? tests
      : [
          `${file}: ${firstLine(f.message) || 'failed outside its tests (a hook timed out or threw): see its FAIL block above'}`,
        ];
  });
  results.push({
    label,
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  });
}

function playwright() {
  const file = join(reportDir, 'playwright.json');
  const ok = run('e2e (Playwright, Chromium)', 'npx playwright test', { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  if (!report) {
    results.push({ label: 'e2e', passed: 0, failed: 1 });
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const loadErrors = report.errors?.length ?? 0;
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push(
          `${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? []) failures.push(firstLine(error.message));
  results.push({
    label: 'e2e',
    passed: expected + flaky,
    failed: unexpected + loadErrors + (ok || unexpected + loadErrors > 0 ? 0 : 1),
    skipped,
    failures,
  });
}

if (wants('lint')) check('lint', 'npm run --silent lint');
if (wants('typecheck')) check('typecheck', 'npx tsc --noEmit -p tsconfig.json');
if (wants('unit')) vitest('unit + integration (PGlite) + web', '', { TEST_DB_ENGINE: 'pglite' });
if (wants('unit') && process.env.TEST_DATABASE_URL) {
  vitest('integration (PostgreSQL)', '--project server', { TEST_DB_ENGINE: 'postgres' });
} else if (wants('unit')) {
  console.log(
    '\n(TEST_DATABASE_URL is not set: the PostgreSQL pass and its concurrency tests are not run; .ci/run sets it.)',
  );
}
if (wants('unit') && !process.env.TEST_REDIS_URL)
  console.log('(TEST_REDIS_URL is not set: the shared-limits tests against Redis are not run; .ci/run sets it.)');
if (wants('e2e')) {
  const built = check('build', 'node scripts/build.mjs');
  // The web bundle against bench/budget.json: over budget fails the run.
  if (built) check('bundle budget', 'node scripts/check-budget.mjs');
  if (built) playwright();
  else results.push({ label: 'e2e', passed: 0, failed: 1 });
}

// `npm run bench -- --quick --check`: fails when a figure regresses beyond the
// noise tolerance of a loaded 2-core machine (bench/run.ts, docs/performance.md).
if (wants('bench')) {
  const pg = process.env.TEST_DATABASE_URL ? `--pg=${process.env.TEST_DATABASE_URL}` : '--no-postgres';
  check('bench (quick)', `npx tsx bench/run.ts --quick --check ${pg}`);
}

rmSync(reportDir, { recursive: true, force: true });
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + (r.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.label}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`,
  );
  // The failing tests by name, so the last lines of a CI log say what broke.
  for (const failure of r.failures ?? []) console.log(`      ✗ ${failure}`);
}
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
