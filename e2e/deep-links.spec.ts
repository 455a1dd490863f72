import { createAccount, forwardedFor } from './support/accounts';
import { linkInOutbox } from './support/outbox';
import { expect, test, withStoredConsent } from './fixtures';

// Issue 26, item 2: what a signed-out visitor wanted survives signing in or up.

const stripeUrl = process.env.E2E_STRIPE_URL!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a signed-out deep link goes to sign-in and, after it, to the page asked for', async ({ page }) => {
  await withStoredConsent(page);
  const account = await createAccount(page);
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);

  await page.goto('/post-history?search=hiring');
  await expect(page).toHaveURL('/auth?next=%2Fpost-history%3Fsearch%3Dhiring');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/post-history?search=hiring');
  await expect(page.getByRole('heading', { level: 1, name: 'Post History' })).toBeVisible();
  await expect(
    page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /Search/ }))
      .first(),
  ).toHaveValue('hiring');
});

test('a next that leaves the site is ignored: sign-in lands on the dashboard', async ({ page }) => {
  await withStoredConsent(page);
  const account = await createAccount(page);
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await page.goto('/auth?next=%2F%2Fevil.example%2Fphish');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
});

test('a plan picked signed out reaches its checkout after sign-up and the address confirmation', async ({ page }) => {
  await withStoredConsent(page);
  await page.setExtraHTTPHeaders(forwardedFor());
  const email = `e2e-plan-${Date.now()}@example.com`;
  await page.goto('/pricing');
  await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('e2e-password-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/pricing?plan=pro&continue=checkout');
  await expect(page.getByRole('article', { name: 'Pro' })).toHaveAttribute('data-chosen', 'true');

  // The confirmation link, opened as from the e-mail, then on to the Pro checkout.
  await expect.poll(() => linkInOutbox(email, '/verify-email')).toBeTruthy();
  await page.goto(
    new URL(linkInOutbox(email, '/verify-email')!).pathname + new URL(linkInOutbox(email, '/verify-email')!).search,
  );
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`^${escape(stripeUrl)}/pay/cs_`));
  await expect(page.getByText('Pro').first()).toBeVisible();
});
