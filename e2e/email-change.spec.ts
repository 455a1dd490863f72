import { expect, test, withStoredConsent } from './fixtures';
import { createAccount, forwardedFor } from './support/accounts';
import { linkInOutbox } from './support/outbox';

// Issue 15: a new e-mail needs the current password and only counts once the
// link sent to it is opened; the old address is told and can undo the change.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
  await page.setExtraHTTPHeaders(forwardedFor());
});

test('change the e-mail: current password, confirmation link, notice to the old address, undo', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Katherine Johnson' });
  const newEmail = `new-${account.email}`;
  await page.goto('/profile');
  const basic = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Basic Information' }) });
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
  await expect
    .poll(() => (confirm = linkInOutbox(newEmail, '/confirm-email')), {
      message: 'the confirmation reaches the new address',
    })
    .toBeTruthy();
  const confirmUrl = new URL(confirm!);
  await page.goto(confirmUrl.pathname + confirmUrl.search);
  await page.getByRole('button', { name: 'Confirm new e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmed' })).toBeVisible();
  await page.goto('/profile');
  await expect(basic.getByText(newEmail)).toBeVisible();

  let undo: string | undefined;
  await expect
    .poll(() => (undo = linkInOutbox(account.email, '/undo-email-change')), {
      message: 'the old address is told, with an undo link',
    })
    .toBeTruthy();
  const undoUrl = new URL(undo!);
  await page.goto(undoUrl.pathname + undoUrl.search);
  await page.getByRole('button', { name: 'Restore my previous e-mail' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Previous e-mail restored')).toBeVisible();

  // Every session ended; the old address signs in again.
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: forwardedFor(),
  });
  expect(login.status()).toBe(200);
});
