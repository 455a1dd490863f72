import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, withStoredConsent } from './fixtures';
import { createAccount, forwardedFor } from './support/accounts';

// Issue 15: a new e-mail needs the current password and only counts once the
// link sent to it is opened; the old address is told and can undo the change.

const outbox = () => join(process.env.E2E_DATA_DIR!, 'outbox');

/** The newest link to `path` in an e-mail sent to `email` (quoted-printable decoded). */
function linkFor(email: string, path: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(outbox()).filter((f) => f.endsWith('.eml')).sort().reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const raw = readFileSync(join(outbox(), file), 'utf8');
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw)) continue;
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const link = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_\\-%]+`).exec(decoded)?.[0];
    if (link) return link;
  }
  return undefined;
}

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
  await page.setExtraHTTPHeaders(forwardedFor());
});

test('change the e-mail: current password, confirmation link, notice to the old address, undo', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Katherine Johnson' });
  const newEmail = `new-${account.email}`;
  await page.goto('/profile');
  const basic = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Basic Information' }) });
  await basic.getByRole('button', { name: 'Edit' }).click();
  await basic.getByLabel('Email').fill(newEmail);
  await basic.getByRole('button', { name: 'Save Changes' }).click();
  await expect(basic.getByText('Enter your current password to change your e-mail')).toBeVisible();

  await basic.getByLabel('Current Password').fill('not-my-password');
  await basic.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Failed to update profile')).toBeVisible();

  await basic.getByLabel('Current Password').fill(account.password);
  await basic.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Check your new inbox')).toBeVisible();
  // Nothing changes until the link is opened.
  await expect(basic.getByText(account.email)).toBeVisible();

  let confirm: string | undefined;
  await expect.poll(() => (confirm = linkFor(newEmail, '/confirm-email')), { message: 'the confirmation reaches the new address' }).toBeTruthy();
  const confirmUrl = new URL(confirm!);
  await page.goto(confirmUrl.pathname + confirmUrl.search);
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmed' })).toBeVisible();
  await page.goto('/profile');
  await expect(basic.getByText(newEmail)).toBeVisible();

  let undo: string | undefined;
  await expect.poll(() => (undo = linkFor(account.email, '/undo-email-change')), { message: 'the old address is told, with an undo link' }).toBeTruthy();
  const undoUrl = new URL(undo!);
  await page.goto(undoUrl.pathname + undoUrl.search);
  await page.getByRole('button', { name: 'Restore my previous e-mail' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Previous e-mail restored')).toBeVisible();

  // Every session ended; the old address signs in again.
  const login = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password }, headers: forwardedFor() });
  expect(login.status()).toBe(200);
});
