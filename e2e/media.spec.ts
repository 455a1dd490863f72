import { deflateSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { linkedinPosts } from './support/linkedin-fake';
import { expect, test, withStoredConsent } from './fixtures';

// Issue 27, "Done means" (the browser part): a quote card for a generated post in the LinkedIn preview, published to
// the fake LinkedIn with its picture; an uploaded picture for an Instagram post (a disguised file refused first); a
// carousel made, two slides swapped and downloaded; a new profile picture everywhere; "Images Created" going up.
// In real Chromium against the built app.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
});

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
const mediaDialog = (page: Page) => page.getByRole('dialog', { name: 'Picture and carousel' });
const historyPost = (page: Page, text: string) => page.getByTestId('history-post').filter({ hasText: text });
const imagesCreated = (page: Page) =>
  page.getByRole('list', { name: 'Your statistics' }).getByRole('listitem').filter({ hasText: 'Images Created' });

/** A real PNG of one colour, made here (no fixture file): signature, IHDR, one IDAT, IEND. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function generatePost(page: Page, idea: string, platform: 'linkedin' | 'instagram'): Promise<string> {
  const response = await page.request.post('/api/posts/generate', {
    data: { originalIdea: idea, platform, versions: 1 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { posts: string[] }).posts[0]!;
}

/** The id of the user's newest post, through the API. */
async function newestPostId(page: Page): Promise<string> {
  const response = await page.request.get('/api/posts/search?limit=1');
  return ((await response.json()) as { posts: { id: string }[] }).posts[0]!.id;
}

test('a quote card for a generated post: in the LinkedIn preview, counted, and published with the post', async ({
  page,
  request,
}) => {
  test.slow();
  await createAccount(page, { fullName: 'Ada Lovelace', professionalTitle: 'Founder at Analytical Engines' });
  await page.goto('/dashboard');
  await expect(imagesCreated(page)).toContainText('0');

  await page.goto('/post-generator');
  await page.getByLabel('Post Idea').fill('Why small teams should write their decisions down');
  await page.getByRole('button', { name: 'Generate Posts' }).click();
  const version = page.locator('article[data-state="saved"]');
  await expect(version).toHaveCount(1);

  await version.getByRole('button', { name: 'Add a picture' }).click();
  const dialog = mediaDialog(page);
  await expect(dialog.getByText('No picture yet')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Design a card' }).click();
  await expect(dialog.getByRole('radio', { name: 'Quote' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Landscape' })).toBeChecked();
  await expect(dialog.getByTestId('brand-kit-summary')).toBeVisible();
  await dialog.getByRole('button', { name: 'Design card' }).click();
  const attached = dialog.getByRole('list', { name: 'Pictures of this post' }).getByRole('listitem');
  await expect(attached).toHaveCount(1);
  await expect(attached).toContainText('Quote card');
  await expect(attached).toContainText('Publishes with the post');
  // The Close button (Escape would first dismiss the toast, the newest layer).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The LinkedIn preview shows the card as the feed would: across the card, at LinkedIn's 1200×627.
  await version.getByRole('tab', { name: 'LinkedIn preview' }).click();
  const picture = version.getByTestId('linkedin-preview-picture');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1200, 627]);

  await page.goto('/dashboard');
  await expect(imagesCreated(page)).toContainText('1');

  // Connect the fake LinkedIn, then publish from the history: the post goes with its picture.
  await page.goto('/profile');
  const popupOpened = page.waitForEvent('popup');
  await page.locator('#linkedin').getByRole('button', { name: 'Connect LinkedIn' }).first().click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Allow' }).click();
  await popup.waitForEvent('close');
  await expect(toast(page, 'LinkedIn connected')).toBeVisible();

  await page.goto('/post-history');
  const card = page.getByTestId('history-post').first();
  await card.getByRole('button', { name: 'Publish to LinkedIn' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish to LinkedIn?' });
  await expect(confirm.getByTestId('linkedin-preview-picture')).toBeVisible();
  await confirm.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Published to LinkedIn')).toBeVisible();
  const published = (await linkedinPosts(request)).at(-1) as { author: string; content?: { media?: { id?: string } } };
  expect(published.author).toBe('urn:li:person:fake-member-7f3a');
  expect(published.content?.media?.id).toMatch(/^urn:li:image:/);
});

test('an Instagram post needs a picture: a disguised file is refused, a real one is uploaded and shown', async ({
  page,
}) => {
  await createAccount(page);
  const text = await generatePost(page, 'Behind the scenes of our tiny bakery at dawn', 'instagram');
  await page.goto('/post-history');
  const card = historyPost(page, text.slice(0, 30));
  await card.getByRole('tab', { name: 'Instagram preview' }).click();
  await expect(card.getByTestId('instagram-needs-picture')).toContainText('Instagram needs a picture');

  await card.getByRole('button', { name: 'Add a picture' }).click();
  const dialog = mediaDialog(page);
  // Instagram posts open on Upload.
  await expect(dialog.getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
  const chooser = dialog.getByLabel('Choose a picture');
  await chooser.setInputFiles({
    name: 'holiday.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(dialog.getByRole('alert')).toContainText('This file is not a JPEG, PNG, WebP or GIF image.');
  await expect(dialog.getByText('No picture yet')).toBeVisible();

  await chooser.setInputFiles({
    name: 'bakery.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 320, [200, 120, 40]),
  });
  await expect(toast(page, 'Picture uploaded')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('list', { name: 'Pictures of this post' })).toContainText('Your upload');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const picture = card.getByTestId('instagram-preview-picture');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(card.getByTestId('instagram-needs-picture')).toHaveCount(0);
});

test('a carousel from a post: swipeable preview, two slides swapped and saved, downloaded as a PDF', async ({
  page,
}) => {
  await createAccount(page, { fullName: 'Grace Hopper' });
  const text = await generatePost(
    page,
    'Three lessons from shipping weekly: small batches, written decisions, and saying no',
    'linkedin',
  );
  const postId = await newestPostId(page);
  await page.goto('/post-history');
  const card = historyPost(page, text.slice(0, 30));
  await card.getByRole('button', { name: 'Add a picture' }).click();
  const dialog = mediaDialog(page);
  await dialog.getByRole('tab', { name: 'Carousel' }).click();
  await dialog.getByRole('button', { name: 'Make a carousel' }).click();
  await expect(toast(page, 'Carousel made')).toBeVisible();

  const preview = dialog.getByRole('list', { name: 'Carousel preview' });
  const slides = preview.getByRole('listitem');
  const count = await slides.count();
  expect(count).toBeGreaterThanOrEqual(5);
  expect(count).toBeLessThanOrEqual(10);
  // The closing slide carries the author's name.
  await expect(slides.last()).toContainText('Grace Hopper');

  const heading = (n: number) => dialog.getByLabel(`Heading of slide ${n}`);
  const first = await heading(1).inputValue();
  const second = await heading(2).inputValue();
  expect(first).not.toBe(second);
  // While there are unsaved edits the PDF cannot be downloaded: it would not hold them.
  await dialog.getByRole('button', { name: 'Move slide 2 up' }).click();
  await expect(heading(1)).toHaveValue(second);
  await expect(heading(2)).toHaveValue(first);
  await expect(slides.first()).toContainText(second);
  await expect(dialog.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save slides' }).click();
  await expect(toast(page, 'Carousel saved')).toBeVisible();

  const saved = (await (await page.request.get(`/api/posts/${postId}/media`)).json()) as {
    media: { kind: string; slides: { heading: string }[] }[];
  };
  expect(saved.media[0]!.kind).toBe('carousel');
  expect(saved.media[0]!.slides.slice(0, 2).map((s) => s.heading)).toEqual([second, first]);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^postwright-carousel-.*\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);

  // The LinkedIn preview shows the document post with its pages.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('tab', { name: 'LinkedIn preview' }).click();
  await expect(card.getByTestId('linkedin-preview-carousel').getByRole('listitem')).toHaveCount(count);
});

test('a new profile picture shows on the profile, in the sidebar and in the LinkedIn preview', async ({ page }) => {
  await createAccount(page, { fullName: 'Katherine Johnson' });
  await generatePost(page, 'What a slide rule taught me about estimates', 'linkedin');
  await page.goto('/profile');
  const avatarCard = page.getByRole('complementary', { name: 'Account overview' });
  await expect(avatarCard.getByTestId('user-avatar-picture')).toHaveCount(0);
  await avatarCard.getByLabel('Profile picture file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(200, 200, [20, 90, 160]),
  });
  await expect(toast(page, 'Profile picture updated')).toBeVisible();
  await expect(avatarCard.getByTestId('user-avatar-picture')).toBeVisible();
  await expect(avatarCard.getByRole('button', { name: 'Change picture' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('user-avatar-picture')).toBeVisible();

  // It survives a reload (it is the session user's profileImage) and the LinkedIn preview uses it.
  await page.goto('/post-history');
  await page.reload();
  const card = page.getByTestId('history-post').first();
  await expect(card.getByTestId('user-avatar-picture')).toBeVisible();
  await card.getByRole('tab', { name: 'LinkedIn preview' }).click();
  const previewAvatar = card.getByLabel('LinkedIn feed preview').getByTestId('user-avatar-picture');
  await expect(previewAvatar).toBeVisible();
  await expect.poll(() => previewAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
