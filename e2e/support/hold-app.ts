import type { Page } from '@playwright/test';

/**
 * Holds the start of the app (boot.js) until the returned `release` is
 * called: meanwhile the page is what the server sent, the prerendered landing
 * page or first frame (decisions 077, 081), with none of the app's code.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/boot-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
