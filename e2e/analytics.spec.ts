import { expect, test as base, type Page } from '@playwright/test';
import { startAppServer } from './support/app-server';
import { startFakePlausible, type PlausibleEvent } from './support/fake-plausible';

// Analytics switched on (a self-hosted Plausible, played by a local fake on
// another origin) on an app instance of its own: the shared e2e server has no
// analytics, and its fixture fails any third-party request. Here the rule is
// sharper: before analytics consent nothing leaves the page; after it, only
// the configured host is reached, with page views on route change and events.

const DOMAIN = 'postwright.test';
// This app has an origin of its own: the suite-wide Origin header (the shared server's) must not ride on its
// requests (Chromium refuses a page's CORS requests with a forged Origin: net::ERR_INVALID_ARGUMENT). The
// browser sends the right Origin itself.
base.use({ extraHTTPHeaders: {} });
let plausible: Awaited<ReturnType<typeof startFakePlausible>>;
let app: Awaited<ReturnType<typeof startAppServer>>;

base.beforeAll(async () => {
  base.setTimeout(120_000);
  plausible = await startFakePlausible();
  app = await startAppServer({
    ANALYTICS_PLAUSIBLE_DOMAIN: DOMAIN,
    ANALYTICS_SCRIPT_URL: `${plausible.origin}/js/script.manual.js`,
  });
});

base.afterAll(async () => {
  await app?.stop();
  await plausible?.close();
});

/** Every request the page makes, and every browser error (a CSP violation among them) except deliberate API refusals. */
const test = base.extend<{ seen: { requests: string[]; problems: string[] } }>({
  seen: async ({ page }, use) => {
    const seen = { requests: [] as string[], problems: [] as string[] };
    page.on('request', (request) => seen.requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Signed out, /api/auth/me answers 401 on purpose (as in e2e/fixtures.ts).
      const isApiFailure =
        message.text().startsWith('Failed to load resource') &&
        new URL(message.location().url || app.baseURL).pathname.startsWith('/api/');
      if (!isApiFailure) seen.problems.push(message.text());
    });
    page.on('pageerror', (error) => seen.problems.push(error.message));
    await use(seen);
    expect(seen.problems, 'browser errors').toEqual([]);
  },
});

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });
const leaving = (requests: string[]) =>
  requests.filter((url) => !url.startsWith(app.baseURL) && !url.startsWith('data:') && !url.startsWith('blob:'));
const eventsAfter = (count: number) => plausible.events.slice(count);

async function browse(page: Page) {
  const response = await page.goto(`${app.baseURL}/`);
  // Configured, so the CSP allows the analytics host; loading it still waits for consent.
  expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' ${plausible.origin}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto(`${app.baseURL}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
}

test('before any choice, no request leaves the page and the analytics script is not loaded', async ({ page, seen }) => {
  const before = plausible.requests.length;
  await browse(page);
  await expect(banner(page)).toBeVisible();
  expect(leaving(seen.requests)).toEqual([]);
  expect(plausible.requests.length).toBe(before);
  expect(await page.evaluate(() => typeof window.plausible)).toBe('undefined');
  await expect(page.locator(`script[src^="${plausible.origin}"]`)).toHaveCount(0);
});

test('after Reject Optional, still nothing leaves the page', async ({ page, seen }) => {
  const before = plausible.requests.length;
  await page.goto(`${app.baseURL}/`);
  await banner(page).getByRole('button', { name: 'Reject Optional' }).click();
  await expect(banner(page)).toBeHidden();
  await browse(page);
  expect(leaving(seen.requests)).toEqual([]);
  expect(plausible.requests.length).toBe(before);
});

test('after Accept All: the script comes from the configured host, with page views on route change and custom events', async ({
  page,
  seen,
}) => {
  const before = plausible.events.length;
  await page.goto(`${app.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(leaving(seen.requests)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  // The page on screen when consent arrives counts as viewed.
  await expect.poll(() => eventsAfter(before)).toEqual([{ n: 'pageview', u: `${app.baseURL}/`, d: DOMAIN, r: null }]);
  await expect(
    page.locator(`script[src="${plausible.origin}/js/script.manual.js"][data-domain="${DOMAIN}"]`),
  ).toHaveCount(1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect
    .poll(() => eventsAfter(before).map((e: PlausibleEvent) => `${e.n} ${e.u}`))
    .toEqual([`pageview ${app.baseURL}/`, `pageview ${app.baseURL}/pricing`]);

  // A custom event: a contact message sent.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Subject').fill('Analytics check');
  await page.getByLabel('Message').fill('Counting this message as an event.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect
    .poll(() => eventsAfter(before).find((e) => e.n === 'Contact'))
    .toEqual({ n: 'Contact', u: expect.any(String), d: DOMAIN, r: null, p: { label: 'Message sent' } });

  // Only our origin and the configured analytics host were ever reached.
  expect(leaving(seen.requests).every((url) => url.startsWith(`${plausible.origin}/`))).toBe(true);
  // Page views carry the path only: no query string (search terms, tokens) ever goes out.
  expect(eventsAfter(before).every((e) => !e.u.includes('?'))).toBe(true);
});
