import { readFileSync } from 'node:fs';
import { CONSENT_DATE_KEY, CONSENT_KEY, expect, test, withStoredConsent } from './fixtures';
import { createAccount, forwardedFor } from './support/accounts';

// Issue 3, "Done means": edit profile, change password, export data (the file
// holds the user's data), delete the account (it can no longer sign in).

test.beforeEach(async ({ page }, testInfo) => {
  // The cookie test makes its own choice through the banner.
  if (!testInfo.title.startsWith('Cookie Preferences')) await withStoredConsent(page);
});

test('edit the basic information: saved, shown, and the shells follow', async ({ page }) => {
  await createAccount(page, { fullName: 'Dorothy Vaughan' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByText('Manage your account and preferences')).toBeVisible();
  const basic = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Basic Information' }) });

  await basic.getByRole('button', { name: 'Edit' }).click();
  await basic.getByLabel('Full Name').fill('Dorothy J. Vaughan');
  await basic.getByLabel(/LinkedIn Profile URL/).fill('linkedin.com/in/dorothy');
  await basic.getByLabel(/Professional Title/).fill('Head of Computing');
  await basic.getByRole('button', { name: 'Save Changes' }).click();

  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Profile updated successfully!'),
  ).toBeVisible();
  await expect(basic.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(basic.getByText('Dorothy J. Vaughan')).toBeVisible();
  await expect(basic.getByRole('link', { name: /linkedin\.com\/in\/dorothy/ })).toHaveAttribute(
    'href',
    'https://linkedin.com/in/dorothy',
  );
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByText('Dorothy J. Vaughan')).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Account overview' }).getByText('Head of Computing'),
  ).toBeVisible();

  // Survives a reload: it was saved on the server.
  await page.reload();
  await expect(basic.getByText('Head of Computing')).toBeVisible();
});

test('change password: wrong current password under its field, then success clears the form; the new one signs in', async ({
  page,
  request,
}) => {
  const account = await createAccount(page);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });

  await form.getByLabel('Current Password').fill('not-my-password');
  await form.getByLabel('New Password', { exact: true }).fill('changed-password-9');
  await form.getByLabel('Confirm New Password').fill('changed-password-9');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Failed to change password'),
  ).toBeVisible();

  await form.getByLabel('Current Password').fill(account.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Password changed successfully!'),
  ).toBeVisible();
  await expect(form.getByLabel('Current Password')).toHaveValue('');
  await expect(form.getByLabel('New Password', { exact: true })).toHaveValue('');

  const headers = forwardedFor();
  expect(
    (
      await request.post('/api/auth/login', { data: { email: account.email, password: account.password }, headers })
    ).status(),
  ).toBe(401);
  expect(
    (
      await request.post('/api/auth/login', { data: { email: account.email, password: 'changed-password-9' }, headers })
    ).status(),
  ).toBe(200);
});

test('Export My Data and Download My Data download the JSON export with the user in it', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Annie Easley' });
  await page.goto('/profile');

  for (const label of ['Export My Data', 'Download My Data']) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^postwright-data-export-\d{4}-\d{2}-\d{2}T[\d-]+Z\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain(account.email);
    expect(JSON.stringify(data)).toContain('Annie Easley');
    expect(JSON.stringify(data)).not.toContain(account.password);
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Your data has been exported successfully'),
    ).toBeVisible();
  }
});

test('a failed export says so', async ({ page }) => {
  await createAccount(page);
  await page.route('/api/gdpr/export-data', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong', code: 'INTERNAL' } }),
  );
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Export My Data' }).click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Failed to export data')).toBeVisible();
  await expect(toasts.getByText('Please try again later')).toBeVisible();
});

test('Delete Account: a wrong password is refused, the right one deletes, signs out and the account cannot sign in', async ({
  page,
  request,
}) => {
  const account = await createAccount(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();

  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Start Creating' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Your account has been deleted'),
  ).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: forwardedFor(),
  });
  expect(login.status()).toBe(401);
});

test('Sign Out from Quick Actions lands on the landing page', async ({ page }) => {
  await createAccount(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Start Creating' })).toBeVisible();
});

test('Cookie Preferences forgets the stored choice and reloads, so the banner asks again', async ({ page }) => {
  await createAccount(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Reject Optional' }).click();
  await expect(page.getByText('We value your privacy')).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).not.toBeNull();

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Cookie preferences reset')).toBeVisible();
  await reloaded;
  await expect(page.getByText('We value your privacy')).toBeVisible();
  expect(
    await page.evaluate(
      ([a, b]) => [localStorage.getItem(a!), localStorage.getItem(b!)],
      [CONSENT_KEY, CONSENT_DATE_KEY],
    ),
  ).toEqual([null, null]);
});

test('the other panels: LinkedIn status, statistics, help links, privacy policy in a new tab; no brand voice card without a voice', async ({
  page,
}) => {
  await createAccount(page, { fullName: 'Mary Jackson' });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'LinkedIn Integration' })).toBeVisible();
  await expect(page.getByText('Not connected')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brand Voice Settings' })).toHaveCount(0);

  const overview = page.getByRole('complementary', { name: 'Account overview' });
  await expect(overview.getByText('MJ', { exact: true })).toBeVisible();
  await expect(overview.getByText('Professional', { exact: true })).toBeVisible();
  const stats = overview.locator('dl');
  await expect(stats).toContainText('Posts Generated0');
  await expect(stats).toContainText('Brand VoiceInactive');
  await expect(overview.getByRole('link', { name: 'FAQ & Help' })).toHaveAttribute('href', '/contact');
  await expect(overview.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');

  const popup = page.waitForEvent('popup');
  await overview.getByRole('link', { name: /Privacy Policy/ }).click();
  const tab = await popup;
  await expect(tab.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await tab.close();
});

test('with a brand voice: the Brand Voice Settings card with its Active badge, excerpt and Edit link', async ({
  page,
}) => {
  await createAccount(page);
  const created = await page.request.post('/api/brand-voice', {
    data: { name: 'Warm expert', category: 'Professional', goal: 'thought-leadership' },
  });
  expect(created.status()).toBe(201);
  const { brandVoice } = (await created.json()) as { brandVoice: { id: string; generatedPrompt: string } };

  await page.goto('/profile');
  const card = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Brand Voice Settings' }) });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Warm expert')).toBeVisible();
  const excerpt = card.locator('p.line-clamp-3');
  await expect(excerpt).toContainText(brandVoice.generatedPrompt.trim().slice(0, 20));
  await expect(card.getByRole('link', { name: 'Edit Brand Voice' })).toHaveAttribute(
    'href',
    `/brand-voice?edit=${brandVoice.id}`,
  );
  await expect(page.getByRole('complementary', { name: 'Account overview' }).locator('dl')).toContainText(
    'Brand VoiceActive',
  );
});
