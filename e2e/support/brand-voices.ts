import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures';
import { forwardedFor } from './accounts';

// Helpers of the brand-voice specs (e2e/brand-voices-*.spec.ts).

export type VoiceJson = {
  id: string;
  name: string;
  isDefault: boolean;
  generatedPrompt: string | null;
  category: string;
};

/**
 * Gives the browser context a client address of its own, so the per-IP limit
 * on personalised questions (30 an hour) never counts another test's calls.
 */
export async function ownClientAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders(forwardedFor());
}

/** Creates a voice through the API as the signed-in browser. */
export async function createVoiceViaApi(page: Page, overrides: Record<string, unknown> = {}): Promise<VoiceJson> {
  const response = await page.request.post('/api/brand-voice', {
    data: {
      name: 'API voice',
      category: 'General',
      goal: 'networking',
      targetAudience: 'professionals',
      styleChoices: { opening: 'A', structure: 'A', tone: 'B', engagement: 'A', length: 'B' },
      ...overrides,
    },
  });
  if (response.status() !== 201)
    throw new Error(`could not create a voice: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { brandVoice: VoiceJson }).brandVoice;
}

export async function listVoices(page: Page): Promise<VoiceJson[]> {
  return ((await (await page.request.get('/api/brand-voices')).json()) as { brandVoices: VoiceJson[] }).brandVoices;
}

/** A full-page capture under test-results/, attached to the report; fails on horizontal overflow. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? 1280;
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} fits ${width}px`,
  ).toBeLessThanOrEqual(width);
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The credit badge of the shell, when the shell shows one (it links to /pricing and carries its level). */
export async function expectCreditBadge(page: Page, credits: number): Promise<void> {
  const badge = page.locator('a[href="/pricing"][data-level]').filter({ visible: true });
  if ((await badge.count()) === 0) return;
  await expect(badge.first()).toContainText(String(credits));
}
