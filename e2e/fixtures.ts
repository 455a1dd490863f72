import { test as base, expect, type Page } from '@playwright/test';

export const THEME_KEY = 'postwright-theme';
export const CONSENT_KEY = 'postwright-cookie-consent';
export const CONSENT_DATE_KEY = 'postwright-cookie-consent-date';

type Fixtures = { pageChecks: void };

/**
 * Every test fails on a browser error (a CSP violation, a script error, a
 * missing asset) and on any request that leaves our origin: no third-party
 * request at all, before or after consent. The one exception is going to
 * Stripe's hosted pages (here the fake Stripe server) by navigation. API calls that fail on purpose
 * (signed out, endpoints not built yet, mocked failures) are asserted by the
 * tests themselves, so their "Failed to load resource" lines are expected.
 */
export const test = base.extend<Fixtures>({
  pageChecks: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      const stripeOrigin = process.env.E2E_STRIPE_URL ? new URL(process.env.E2E_STRIPE_URL).origin : undefined;
      // The fake LinkedIn stands in for linkedin.com, where the connect flow takes the browser on purpose.
      const linkedin = process.env.E2E_LINKEDIN_URL;
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const isApiFailure =
          message.text().startsWith('Failed to load resource') &&
          new URL(message.location().url || origin).pathname.startsWith('/api/');
        // On the fake LinkedIn's pages Chromium refuses the favicon request that carries the suite-wide Origin header (ERR_INVALID_ARGUMENT); linkedin.com is not ours to check.
        if (linkedin && message.location().url === `${linkedin}/favicon.ico`) return;
        if (!isApiFailure)
          problems.push(`console: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (stripeOrigin && url.startsWith(stripeOrigin) && request.isNavigationRequest()) return;
        if (
          !url.startsWith(origin) &&
          !url.startsWith('data:') &&
          !url.startsWith('blob:') &&
          !(linkedin && url.startsWith(linkedin))
        )
          problems.push(`third-party request: ${url}`);
      });
      await use();
      expect(problems, 'browser problems during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Stores a cookie choice before the app starts, so the banner stays out of the way. */
export async function withStoredConsent(page: Page, choice = { analytics: false, marketing: false }): Promise<void> {
  await page.addInitScript(
    ([key, dateKey, value]) => {
      if (window.localStorage.getItem(key) === null) {
        window.localStorage.setItem(key, value);
        window.localStorage.setItem(dateKey, new Date().toISOString());
      }
    },
    [CONSENT_KEY, CONSENT_DATE_KEY, JSON.stringify({ necessary: true, ...choice })] as const,
  );
}

export async function storedJson(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null'), key);
}
