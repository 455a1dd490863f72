import { createAccount } from './support/accounts';
import { holdApp } from './support/hold-app';
import { expect, test, THEME_KEY, withStoredConsent } from './fixtures';

// The landing page is prerendered at build time and served for / to a browser
// without a session cookie (decision 077): it is complete before any script
// runs, and the React app takes it over in place.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the landing page, its headline and its links', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Postwright/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('sound like you');
    await expect(page.getByText(/^Generated in \d+\.\ds$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Creating' })).toHaveAttribute('href', '/auth?mode=signup');
    await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?mode=signup');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByText('Postwright needs JavaScript')).toHaveCount(0);
    // Links are real anchors: they work before (and without) the app.
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
  });
});

test('the app takes the prerendered page over in place, without a layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The app's code is held back until the page has been looked at: on a fast
  // machine the browser can be idle (and fetch it) before goto returns.
  const release = await holdApp(page);
  const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The page is complete before any of the app's code, and names none of it: the landing page's own script only.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('sound like you');
  const named = [...(await response!.text()).matchAll(/<(?:script[^>]* src|link[^>]* href)="([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  expect(named).toContainEqual(expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/));
  expect(named.filter((path) => /^\/assets\/(boot|index)-/.test(path))).toEqual([]);
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  // Shifts are counted from here: the takeover's, not the web font's arrival on a cold, busy test server (CI saw 0.30 once).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const w = window as unknown as { marked: Element[]; shifts: number[] };
    w.marked = ['h1', 'header', 'main', 'footer'].map((selector) => document.querySelector(selector)!);
    w.shifts = [];
  });
  release();
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  // The app's own screen and widgets are live: the cookie banner (fixed, no shift) and the Radix menu.
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pricing' })).toBeVisible();
  await page.keyboard.press('Escape');
  const kept = await page.evaluate(() => {
    const w = window as unknown as { marked: Element[] };
    return ['h1', 'header', 'main', 'footer'].map((selector, i) => document.querySelector(selector) === w.marked[i]);
  });
  expect(kept, 'hydration keeps the prerendered elements').toEqual([true, true, true, true]);
  const shift = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shift).toBeLessThanOrEqual(0.05);
});

test('a button pressed before the app arrives is pressed again once it has', async ({ page }) => {
  await withStoredConsent(page);
  const release = await holdApp(page);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  await expect(html).toHaveClass(/\bdark\b/);

  release();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate((k) => window.localStorage.getItem(k), THEME_KEY)).toBe('light');
  await expect(page.getByRole('menuitem', { name: 'Pricing' })).toBeFocused();
});

test('a signed-in visitor still gets the dashboard at /', async ({ page }) => {
  await withStoredConsent(page);
  await createAccount(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Postwright/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /sound like you/ })).toHaveCount(0);
});
