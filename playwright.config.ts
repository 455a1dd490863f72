import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run the built app (dist/) on a fresh embedded database in
// a temporary DATA_DIR, in Debian's Chromium (never a downloaded browser).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'postwright-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
// Payments run against the project's fake Stripe server (npm run stripe:local), started beside the app.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 1000);
const stripeUrl = `http://127.0.0.1:${stripePort}`;
process.env.E2E_STRIPE_URL = stripeUrl;
// The fake LinkedIn (e2e/support/linkedin-global-setup.ts) listens beside the app and the fake Stripe.
const linkedinUrl = `http://127.0.0.1:${Number(process.env.E2E_LINKEDIN_PORT ?? port + 2000)}`;
process.env.E2E_LINKEDIN_URL = linkedinUrl;

// Debian's Chromium (launchOptions below), never a Playwright channel.
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // One spec file at a time by default. Two halve the wall time on an idle 2-core machine
  // (6 minutes here), but CI runs about three times slower than that and two browsers then
  // saturate both cores: seven waits ran out at load 10 (stop 22). E2E_WORKERS=2 for a quick
  // local run; every test has its own account and client address, and what is shared across
  // specs is kept apart below, so the suite is correct either way.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 90_000,
  // A screen's first visit on a loaded CI machine (code, session call, hydration) can take most of 10 s.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  globalSetup: './e2e/support/linkedin-global-setup.ts',
  use: {
    baseURL,
    // API calls made by tests (page.request) carry the app's Origin, as our pages' requests do.
    extraHTTPHeaders: { Origin: baseURL },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: /admin\.spec\.ts/ },
    // The admin spec changes the shared price catalogue (and puts it back), which the public
    // pages' spec reads: it runs once every other spec has finished.
    { name: 'chromium-admin', use: chromium, testMatch: /admin\.spec\.ts/, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/stripe-local.ts',
      url: `${stripeUrl}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        STRIPE_LOCAL_PORT: String(stripePort),
        STRIPE_LOCAL_WEBHOOK_URL: `http://127.0.0.1:${port}/api/stripe/webhook`,
      },
    },
    {
      // The billing spec's discount codes go into the fresh database first.
      command:
        'npx tsx e2e/support/seed-discount-codes.ts && npx tsx e2e/support/seed-admin-alert.ts && node dist/server/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // TRUST_PROXY=loopback (the test client's own address, never blanket trust): e2e/support/accounts.ts gives each test account its own client address (X-Forwarded-For).
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_URL: baseURL,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        SUPPORT_EMAIL: 'support@postwright.test',
        TRUST_PROXY: 'loopback',
        // The Offline writer's short posts stream in well under a second at its default pace, less than
        // the gap between Playwright's polls; a slower pace keeps the streaming state long enough to check.
        OFFLINE_WRITER_CHUNK_DELAY_MS: '80',
        STRIPE_SECRET_KEY: 'sk_test_postwright_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_postwright_fake',
        STRIPE_API_URL: stripeUrl,
        LINKEDIN_CLIENT_ID: 'e2e-share-app',
        LINKEDIN_CLIENT_SECRET: 'e2e-share-app-secret',
        LINKEDIN_AUTH_URL: `${linkedinUrl}/oauth/v2`,
        LINKEDIN_API_URL: linkedinUrl,
        // The admin spec's administrator (DECISIONS.md: the first administrator comes from ADMIN_EMAILS).
        ADMIN_EMAILS: 'admin-e2e@postwright.test',
      },
    },
  ],
});
