import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { createAccount, spendCreditsDownTo } from './support/accounts';
import { seriousViolations } from './support/axe';
import { createBrandVoice, uniqueWord } from './support/posts';
import { expect, test, THEME_KEY, withStoredConsent } from './fixtures';

// Issue 12, "Done means": the path idea → generate → edit → copy/publish →
// history → reuse, at 1280 and 390 px, a test per rough edge, screenshots of
// the generator, history (both views) and previews in both themes, and an axe
// scan of the public and signed-in screens in both themes.

const GENERATION_TIME = JSON.parse(readFileSync('src/web/features/landing/generation-time.json', 'utf8')) as {
  seconds: number;
};

async function capture(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = page.viewportSize()!.width > 600 } = {},
) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const versionCards = (page: Page) => page.getByTestId('version-card');
const readyLine = (page: Page, n: number) =>
  page.getByText(`${n} ${n === 1 ? 'version' : 'versions'} ready and saved to your Post History.`);

async function generate(page: Page, idea: string, versions: 1 | 2 | 3 = 2) {
  await page.getByLabel('Post Idea').fill(idea);
  await page.getByRole('radio', { name: String(versions), exact: true }).check();
  await page.getByLabel('Post Idea').press('Control+Enter');
  await expect(readyLine(page, versions)).toBeVisible();
}

test.describe('the writing path', () => {
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page);
  });

  test('idea → generate → edit → copy → history → reuse, at 1280 px', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await createAccount(page, { fullName: 'Ada Lovelace', professionalTitle: 'Founder at Analytical Engines' });

    // A brand-new user is welcomed, not welcomed back.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Postwright, Ada' })).toBeVisible();

    const voice = await createBrandVoice(page);
    await page.goto('/post-generator');
    await expect(page.getByTestId('offline-writer-note')).toBeVisible();
    // With a voice, "Use brand voice" starts on with the default voice.
    await expect(page.getByRole('switch', { name: 'Use brand voice' })).toBeChecked();
    await page.getByRole('radio', { name: /Facebook/ }).check();
    await page.getByLabel('Mood').selectOption('inspiring');
    await page.getByRole('radio', { name: 'Short' }).check();

    const word = uniqueWord();
    const idea = `Why ${word} teams write the decision down before the meeting ends`;
    await page.mouse.wheel(0, 2000);
    await generate(page, idea, 2);
    // The results' top (heading, Regenerate) is brought into view once.
    await expect(page.getByRole('heading', { name: 'Generated posts' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Regenerate' })).toBeInViewport();

    // Edit version 1 in place: live count, saved, marked Edited; Copy uses the edit.
    const first = versionCards(page).first();
    await first.getByRole('button', { name: 'Edit version 1' }).click();
    const box = first.getByRole('textbox', { name: 'Text of version 1' });
    await expect(box).toBeFocused();
    const edited = `My own opening about ${word}.\n\nThe rest, in my words. #Decisions`;
    await box.fill(edited);
    await expect(first.getByText(`${[...edited].length} / 2,000`)).toBeVisible();
    await first.getByRole('button', { name: 'Save edit' }).click();
    await expect(first.getByTestId('version-text')).toHaveText(edited);
    await expect(first.getByTestId('edited-marker')).toBeVisible();
    await first.getByRole('button', { name: 'Copy version 1' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);

    // Undo while the card is open, then edit again.
    await first.getByRole('button', { name: 'Undo edit' }).click();
    await expect(first.getByTestId('version-text')).not.toHaveText(edited);
    await first.getByRole('button', { name: 'Edit version 1' }).click();
    await box.fill(edited);
    await box.press('Control+Enter');
    await expect(first.getByTestId('version-text')).toHaveText(edited);

    // Previews: Facebook first (the post's network), then the others.
    await first.getByRole('tab', { name: 'Facebook preview' }).click();
    await expect(first.getByRole('figure', { name: 'Facebook post preview' }).getByText('Ada Lovelace')).toBeVisible();
    await first.getByRole('tab', { name: 'Instagram preview' }).click();
    await expect(first.getByRole('figure', { name: 'Instagram post preview' }).locator('[data-hashtag]')).toHaveText(
      '#Decisions',
    );

    // History: the run is one card with a tab per version; the edit is there.
    await page.goto('/post-history');
    const group = page.getByTestId('history-group').first();
    await expect(group.getByText('2 versions')).toBeVisible();
    await expect(group.getByRole('tab', { name: 'Version 2' })).toBeVisible();
    await expect(group.getByTestId('history-post-text')).toHaveText(edited);

    // Compact view, remembered after a reload; a row opens the full card.
    await page.getByRole('radio', { name: 'Compact' }).check();
    const row = page.getByTestId('history-row').first();
    await expect(row.getByTestId('history-row-text')).toContainText(`My own opening about ${word}`);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Compact' })).toBeChecked();
    await page.getByTestId('history-row').first().getByRole('button').first().click();
    const card = page.getByTestId('history-post').first();
    await expect(card).toBeVisible();

    // Reuse restores platform, mood, length and voice.
    await card.getByRole('link', { name: 'Reuse' }).click();
    await expect(page).toHaveURL(/platform=facebook/);
    await expect(page.getByLabel('Post Idea')).toHaveValue(idea);
    await expect(page.getByRole('radio', { name: /Facebook/ })).toBeChecked();
    await expect(page.getByLabel('Mood')).toHaveValue('inspiring');
    await expect(page.getByRole('radio', { name: 'Short' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Use brand voice' })).toBeChecked();
    expect(voice.id).toBeTruthy();
  });

  test('keyboard only: idea → generate → edit → copy → history → reuse, with visible focus', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 800 });
    await createAccount(page);
    await page.goto('/post-generator');

    /** Presses Tab (or Shift+Tab) until `target` has the focus; every stop on the way must show where the focus is. */
    async function tabTo(target: Locator, { back = false, max = 80 } = {}) {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return { visible: true, name: 'body' };
          const style = getComputedStyle(el);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          const ring = style.boxShadow !== 'none';
          return {
            visible: outline || ring,
            name: `${el.tagName.toLowerCase()} [${el.getAttribute('data-slot') ?? el.getAttribute('role') ?? el.className}] ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`,
          };
        });
        expect(focus.visible, `visible focus on ${focus.name}`).toBe(true);
        if (await target.evaluate((el) => el === document.activeElement)) return;
      }
      throw new Error(`Tab never reached ${target.toString()}`);
    }

    const idea = `Why ${uniqueWord()} teams write the decision down`;
    await tabTo(page.getByLabel('Post Idea'));
    await page.keyboard.type(idea);
    await page.keyboard.press('Control+Enter');
    await expect(readyLine(page, 1)).toBeVisible();

    const first = versionCards(page).first();
    await tabTo(first.getByRole('button', { name: 'Edit version 1' }));
    await page.keyboard.press('Enter');
    const box = first.getByRole('textbox', { name: 'Text of version 1' });
    await expect(box).toBeFocused();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Typed from the keyboard.');
    await tabTo(first.getByRole('button', { name: 'Save edit' }));
    await page.keyboard.press('Enter');
    await expect(first.getByTestId('version-text')).toContainText('Typed from the keyboard.');

    await tabTo(first.getByRole('button', { name: 'Copy version 1' }), { back: true });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Typed from the keyboard.');

    await tabTo(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Post History' }), {
      back: true,
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/post-history/);
    const card = page.getByTestId('history-post').first();
    await expect(card).toContainText('Typed from the keyboard.');
    await tabTo(card.getByRole('link', { name: 'Reuse' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/post-generator/);
    await expect(page.getByLabel('Post Idea')).toHaveValue(idea);
  });

  test('an unsaved edit warns before leaving the page', async ({ page }) => {
    await createAccount(page);
    // Into the generator by the app's own navigation, so Back stays in the app.
    await page.goto('/');
    // A press on the prerendered sidebar before the app has taken the page over can be lost (seen once in CI, the
    // page stayed on the dashboard): press again until the generator opens.
    await expect(async () => {
      await page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Content Generator' })
        .click();
      await expect(page.getByLabel('Post Idea')).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await generate(page, `Unsaved edits ${uniqueWord()}`, 1);
    const first = versionCards(page).first();
    await first.getByRole('button', { name: 'Edit version 1' }).click();
    await first.getByRole('textbox').fill('Half-written thought');
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => asked).toContain('unsaved edit');
    await expect(page).toHaveURL(/\/post-generator/);

    // The browser's Back button asks too: refused, the edit and its page stay… When the press that opened the
    // generator landed before the app took the prerendered page over, the browser loaded the generator as a page
    // of its own: Back then leaves the document, and the question is the browser's own (beforeunload).
    asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type() === 'beforeunload' ? 'unsaved edit (the browser’s prompt)' : dialog.message();
      void dialog.dismiss();
    });
    await page.evaluate(() => window.history.back());
    await expect.poll(() => asked).toContain('unsaved edit');
    await expect(page).toHaveURL(/\/post-generator/);
    await expect(first.getByRole('textbox')).toHaveValue('Half-written thought');

    // …agreed, the browser goes back.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.evaluate(() => window.history.back());
    await expect(page).not.toHaveURL(/\/post-generator/);
    await expect(page.getByRole('heading', { name: 'Content Generator' })).toHaveCount(0);
  });

  test('at 390 px: edit, previews, and the "Posts generated" toast stays above the bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createAccount(page);
    await page.goto('/post-generator');
    await generate(page, `Phones first ${uniqueWord()}`, 1);
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Posts generated' });
    const bar = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(400); // the toast slides in
    const [toastBox, barBox] = [await toast.boundingBox(), await bar.boundingBox()];
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(barBox!.y + 1);

    const first = versionCards(page).first();
    await first.getByRole('button', { name: 'Edit version 1' }).click();
    await first.getByRole('textbox').fill('Short and mine.');
    await first.getByRole('button', { name: 'Save edit' }).click();
    await expect(first.getByTestId('edited-marker')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('links for new visitors open Sign Up; /auth opens Sign In', async ({ page }) => {
  await withStoredConsent(page);
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Start Creating/ })
    .click();
  await expect(page).toHaveURL('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The landing page's speed claim is the figure npm run bench measured on the product's own path (decision 128).
  await page.goto('/');
  await expect(page.getByText(`Generated in ${GENERATION_TIME.seconds.toFixed(1)}s`)).toBeVisible();
});

test('the cookie banner’s buttons stay clear of toasts on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await createAccount(page);
  await page.goto('/post-generator');
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  await expect(banner).toBeVisible();
  await generate(page, `Toasts ${uniqueWord()}`, 1);
  const toast = page.locator('[data-slot="toast"]').filter({ hasText: 'Posts generated' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(400); // the toast slides in
  const [toastBox, bannerBox] = [await toast.boundingBox(), await banner.boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(bannerBox!.y + 1);
});

test('Analyze Voice shows its cost, and at 0 credits is disabled with the reason; the dashboard says so', async ({
  page,
}) => {
  await withStoredConsent(page);
  await createAccount(page);
  await createBrandVoice(page);
  await spendCreditsDownTo(page, 0);
  await page.goto('/post-history');
  const analyze = page.getByTestId('history-post').first().getByRole('button', { name: 'Analyze Voice · 1 credit' });
  await expect(analyze).toBeDisabled();
  await expect(page.getByText('No credits left for an analysis').first()).toBeVisible();
  await page.goto('/dashboard');
  const out = page.getByRole('region', { name: 'You have 0 credits left' });
  await expect(out).toBeVisible();
  await expect(out.getByRole('link', { name: 'Buy a credit pack' })).toHaveAttribute('href', '/pricing?tab=packs');
  await page.goto('/post-generator');
  await expect(page.getByTestId('credits-left')).toHaveClass(/text-destructive/);
});

// axe is injected as a script tag, which the app's Content Security Policy rightly refuses: bypass it for the scan only.
test.describe('screenshots and axe', () => {
  test.use({ bypassCSP: true });
  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots and axe scan, ${theme} theme`, async ({ page }, testInfo) => {
      test.slow();
      await withStoredConsent(page);
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_KEY, theme] as const);
      const problems: string[] = [];
      const scan = async (name: string) => {
        for (const line of await seriousViolations(page)) problems.push(`${name}: ${line}`);
      };

      const publicPaths = ['/', '/auth', '/auth?mode=signup', '/forgot-password', '/pricing', '/contact', '/terms'];
      // The pages an e-mailed link opens, with a token they have not seen (their first state is the same).
      const linkPaths = ['/verify-email?token=x', '/reset-password?token=x', '/sign-in-link?token=x'];
      for (const path of [...publicPaths, '/privacy', '/payment-success', ...linkPaths]) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await scan(path);
      }

      await createAccount(page, { fullName: 'Sofie Maes', professionalTitle: 'Founder at Brightlane' });
      const voice = await createBrandVoice(page);
      const signedInPaths = ['/dashboard', '/brand-voices', '/brand-voice/new', '/calendar', '/pricing', '/profile'];
      for (const path of [...signedInPaths, '/brand-voice', `/brand-voices/${voice.id}/writing`]) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await scan(path);
      }
      // The phone set (issue 26): the main screens at 390 px, kept in one folder to look at after a run.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of [...signedInPaths, '/post-generator', '/post-history']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.screenshot({
          path: `test-results/phone-screenshots/${path.slice(1).replace(/\W+/g, '-')}-${theme}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      }

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await page.goto('/post-generator');
        await generate(page, 'Lessons from landing our first 100 customers without ad spend #growth', 2);
        await scan(`/post-generator ${width}`);
        await capture(page, testInfo, `generator-${width}-${theme}`);
        const first = versionCards(page).first();
        for (const network of ['LinkedIn', 'Instagram', 'Facebook']) {
          await first.getByRole('tab', { name: `${network} preview` }).click();
          await first.scrollIntoViewIfNeeded();
          await capture(page, testInfo, `preview-${network.toLowerCase()}-${width}-${theme}`, { fullPage: false });
        }
        await first.getByRole('button', { name: 'Edit version 1' }).click();
        await scan(`editor ${width}`);
        await capture(page, testInfo, `editor-${width}-${theme}`, { fullPage: false });
        await first.getByRole('button', { name: 'Cancel' }).click();

        await page.goto('/post-history');
        await page.getByRole('radio', { name: 'Cards' }).check();
        await scan(`/post-history cards ${width}`);
        await capture(page, testInfo, `history-cards-${width}-${theme}`);
        await page.getByRole('radio', { name: 'Compact' }).check();
        await scan(`/post-history compact ${width}`);
        await capture(page, testInfo, `history-compact-${width}-${theme}`);
        await page.getByRole('radio', { name: 'Cards' }).check();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
