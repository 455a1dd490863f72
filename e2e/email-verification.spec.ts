import { expect, test, withStoredConsent } from './fixtures';
import { createAccount, forwardedFor } from './support/accounts';
import { linkInOutbox } from './support/outbox';

// Issue 24, hole 2: a new account confirms its address from the e-mailed link
// (a button press, so a mail scanner confirms nothing); until then buying waits.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
  await page.setExtraHTTPHeaders(forwardedFor());
});

test('confirm an e-mail address from the outbox; buying waits for it, with "Send the link again"', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Mary Jackson', verified: false });
  const first = linkInOutbox(account.email, '/verify-email');
  expect(first, 'registration mails a confirmation link').toBeTruthy();

  await page.goto('/pricing');
  const notice = page.getByTestId('verify-email-notice');
  await expect(notice).toContainText('Buying a plan or a credit pack waits until you confirm');
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('We sent a new confirmation link to your e-mail address.'),
  ).toBeVisible();
  let second: string | undefined;
  await expect
    .poll(() => (second = linkInOutbox(account.email, '/verify-email')) !== first, { message: 'a new link is mailed' })
    .toBe(true);

  // Opening the link confirms nothing until the button is pressed.
  await page.goto(new URL(second!).pathname + new URL(second!).search);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  expect(((await (await page.request.get('/api/auth/me')).json()) as { emailVerified: boolean }).emailVerified).toBe(
    false,
  );
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByText('Your e-mail address is confirmed.', { exact: true })).toBeVisible();

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();
  await expect(page.getByTestId('verify-email-notice')).toHaveCount(0);
});
