import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, withStoredConsent } from './fixtures';

// The server allows 5 contact messages an hour per IP: this suite sends exactly
// one real message; every failure case answers from a mocked route instead.
const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
const listOutbox = () => {
  try {
    return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
  await page.goto('/contact');
});

test('the page shows contact details and business hours', async ({ page }) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '+32 2 808 42 17' })).toHaveAttribute('href', 'tel:+3228084217');
  await expect(main.getByRole('link', { name: 'support@postwright.app' })).toHaveAttribute(
    'href',
    'mailto:support@postwright.app',
  );
  const social = main.getByRole('link', { name: /Postwright on LinkedIn/ });
  await expect(social).toHaveAttribute('href', 'https://www.linkedin.com/company/postwright');
  await expect(social).toHaveAttribute('rel', /noopener/);
  await expect(main.getByText('Brussels, Belgium')).toBeVisible();
  await expect(main.getByText('9:00 to 18:00 CET')).toBeVisible();
  await expect(main.getByText('10:00 to 16:00 CET')).toBeVisible();
  await expect(main.getByText('Closed')).toBeVisible();
});

test('each validation message shows under its field', async ({ page }) => {
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posted = true;
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  // Focus goes to the first field in error.
  await expect(page.getByLabel('Name')).toBeFocused();

  // Fixing a field clears its message as the visitor types.
  await page.getByLabel('Name').fill('Ada Lovelace');
  await expect(page.getByText('Name must be at least 2 characters')).toBeHidden();
  await page.getByLabel('Email').fill('ada@');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(posted).toBe(false);
});

test('a message is sent, e-mailed to support, and the form can start again', async ({ page }) => {
  const marker = `E2E message ${Date.now()}`;
  const before = new Set(listOutbox());

  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill('Question about team plans');
  await page.getByLabel('Message').fill(`${marker}: can several people share one brand voice?`);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();

  await expect.poll(() => listOutbox().filter((f) => !before.has(f)).length).toBe(1);
  const file = listOutbox().find((f) => !before.has(f))!;
  const eml = readFileSync(join(outbox, file), 'utf8');
  expect(eml).toContain(marker);
  expect(eml).toContain('Question about team plans');
  expect(eml).toContain('ada@example.com');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

async function fillValidForm(page: Page) {
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('grace@example.com');
  await page.getByLabel('Subject').fill('Mocked failure case');
  await page.getByLabel('Message').fill('This request never reaches the server.');
}

test('shows "Sending..." and then the rate-limit message from the server', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await released;
    await route.fulfill({
      status: 429,
      json: { message: 'Too many requests. Please try again in 42 minutes.', code: 'RATE_LIMITED' },
    });
  });
  await fillValidForm(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('Too many requests. Please try again in 42 minutes.');
  // The visitor's text is kept so they can try again later.
  await expect(page.getByLabel('Message')).toHaveValue('This request never reaches the server.');
});

test('a failure without a server message shows the fallback text', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
  );
  await fillValidForm(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to send message. Please try again or contact us directly.');
});
