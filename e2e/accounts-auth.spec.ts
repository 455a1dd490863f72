import type { Page } from '@playwright/test';
import { forwardedFor, createAccount } from './support/accounts';
import { linkInOutbox } from './support/outbox';
import { expect, test, withStoredConsent } from './fixtures';

// Issue 3, "Done means": the account screens in a real browser against the
// real server — register, sign out, sign in, a wrong password, and the whole
// forgot → e-mail → reset → sign-in loop.

async function signInThroughScreen(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
  // Each test signs in from an address of its own, so the per-IP limits of the server never interfere.
  await page.setExtraHTTPHeaders(forwardedFor());
});

test('register through the screen, sign out, sign in again, and a wrong password is refused', async ({ page }) => {
  const email = `e2e-register-${Date.now()}@example.com`;
  const password = 'first-password-1';

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Full Name').fill('Margaret Hamilton');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel(/Professional Title/).fill('Flight Software Lead');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Postwright, Margaret' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText(email)).toBeVisible();
  await expect(sidebar.getByRole('link', { name: '15 credits, Free plan' })).toBeVisible();

  // Registering the same address again is refused, under the e-mail field.
  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Start Creating' })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('another-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('An account with this email already exists')).toBeVisible();

  await signInThroughScreen(page, email, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL('/auth');

  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Postwright, Margaret' })).toBeVisible();
});

test('forgot password: the e-mailed link resets it, the new password works and the old one no longer does', async ({
  page,
  request,
}) => {
  // Made through the API from a separate client, so this browser starts signed out.
  const account = await createAccount(request, { fullName: 'Katherine Johnson' });
  const newPassword = 'brand-new-password-2';

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');

  let link: string | undefined;
  await expect
    .poll(() => (link = linkInOutbox(account.email, '/reset-password')), {
      message: 'the reset e-mail reaches the outbox',
    })
    .toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password updated' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Login' }).click();
  await expect(page).toHaveURL('/auth');

  // The link is single use.
  await page.goto(url.pathname + url.search);
  await page.getByLabel('New Password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('Confirm New Password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('This reset link is invalid or has expired. Please request a new password reset.'),
  ).toBeVisible();

  await signInThroughScreen(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();

  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Postwright, Katherine' })).toBeVisible();
});

test('the reset screen without a token explains and cannot be submitted', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
});

test('Google sign-in that is not configured is not offered; an old link to it still comes back with a toast', async ({
  page,
}) => {
  await page.goto('/api/auth/google');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Google login is not configured. Please contact support.'),
  ).toBeVisible();
});

test('a locked-out owner signs in through the e-mailed link', async ({ page, request }) => {
  const account = await createAccount(request, { fullName: 'Grace Hopper' });
  // Someone guesses from many addresses until the account is locked (decision 092).
  for (let i = 0; i < 11; i++) {
    const guess = await request.post('/api/auth/login', {
      data: { email: account.email, password: `wrong-guess-${i}` },
      headers: forwardedFor(),
    });
    expect([401, 429]).toContain(guess.status());
  }

  // The owner, from an address of their own, gets a link instead of a bare refusal.
  await signInThroughScreen(page, account.email, account.password);
  await expect(page.getByRole('alert').filter({ hasText: 'We sent you a sign-in link.' })).toBeVisible();
  await expect(page).toHaveURL('/auth');

  let link: string | undefined;
  await expect
    .poll(() => (link = linkInOutbox(account.email, '/sign-in-link')), { message: 'the sign-in link is mailed' })
    .toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with your link' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signed in' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText(account.email)).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
});
