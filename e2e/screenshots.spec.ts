import { expect, test, THEME_KEY, withStoredConsent } from './fixtures';

// Full-page captures of the landing page for design review, saved under
// test-results/ and attached to the report.
for (const theme of ['dark', 'light'] as const) {
  for (const width of [390, 1280]) {
    test(`landing page at ${width}px, ${theme}`, async ({ page }, testInfo) => {
      await withStoredConsent(page);
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_KEY, theme] as const);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByText(/^Generated in \d+\.\ds$/)).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const path = testInfo.outputPath(`landing-${width}-${theme}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      await testInfo.attach(`landing-${width}-${theme}`, { path, contentType: 'image/png' });
    });
  }
}
