import { createAccount, creditBalance } from './support/accounts';
import { expect, test, withStoredConsent } from './fixtures';

// Auto top-up (issue #24) end to end against the fake Stripe: a customer buys
// the Small pack on Stripe's page (the card is kept), turns on "Top up
// automatically", spends under 5 credits, and the app's job worker buys the
// pack once with the saved card; the profile's billing history lists it.

const stripeUrl = process.env.E2E_STRIPE_URL!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('turn on auto top-up, spend under 5 credits and see the balance topped up once', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await withStoredConsent(page);
  await createAccount(page);

  // A first purchase: the Small pack, paid on Stripe's hosted page.
  await page.goto('/pricing?tab=packs');
  await page.getByRole('article', { name: 'Small Pack' }).getByRole('button', { name: 'Buy Credits' }).click();
  await expect(page).toHaveURL(new RegExp(`^${escape(stripeUrl)}/pay/cs_`));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  expect(await creditBalance(page)).toBe(115);

  // The packs tab now offers auto top-up.
  await page.goto('/pricing?tab=packs');
  const card = page.getByRole('region', { name: 'Auto top-up' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Pack to buy' })).toHaveValue('small');
  await expect(card.getByRole('textbox', { name: 'Monthly limit (€)' })).toHaveValue('50');
  await card.getByRole('switch', { name: 'Top up automatically' }).click();
  await expect(page.getByText('Auto top-up is on', { exact: true })).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Top up automatically' })).toBeChecked();
  const shot = testInfo.outputPath('auto-top-up-on.png');
  await page.screenshot({ path: shot, fullPage: true, animations: 'disabled' });
  await testInfo.attach('auto-top-up-on', { path: shot, contentType: 'image/png' });

  // Spend down through real generations (three versions a run) until the balance falls under 5.
  let spentUnder = 0;
  for (let balance = await creditBalance(page); balance >= 5 && spentUnder === 0; balance = await creditBalance(page)) {
    const versions = Math.min(3, balance - 4);
    const response = await page.request.post('/api/posts/generate', {
      data: { originalIdea: 'Warm-up post before the top-up', platform: 'linkedin', versions },
    });
    expect(response.status(), await response.text()).toBe(200);
    if (balance - versions < 5) spentUnder = balance - versions;
  }
  expect(spentUnder).toBe(4);

  // The job worker buys the Small pack with the saved card: 4 + 100.
  await expect.poll(() => creditBalance(page), { timeout: 30_000 }).toBe(104);
  // And only once: a while later the balance is the same.
  await page.waitForTimeout(3000);
  expect(await creditBalance(page)).toBe(104);

  // The profile: the badge, auto top-up still on, and the history with both payments and their receipts.
  await page.goto('/profile');
  await expect(
    page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: /^104 credits/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Auto top-up' }).getByRole('switch', { name: 'Top up automatically' }),
  ).toBeChecked();
  await expect(page.getByText('Spent by auto top-up this month: €10 of €50.')).toBeVisible();
  const payments = page.getByRole('list', { name: 'Payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments.getByRole('listitem').filter({ hasText: 'Auto top-up · Small Pack' })).toHaveCount(1);
  const receipt = payments
    .getByRole('listitem')
    .filter({ hasText: 'Auto top-up · Small Pack' })
    .getByRole('link', { name: /Receipt/ });
  const [stripePage] = await Promise.all([page.context().waitForEvent('page'), receipt.click()]);
  await expect(stripePage).toHaveURL(new RegExp(`^${escape(stripeUrl)}/receipts/ch_`));
  await expect(stripePage.getByTestId('amount')).toHaveText('€10.00');
  await stripePage.close();
  const profileShot = testInfo.outputPath('profile-billing-history.png');
  await page.screenshot({ path: profileShot, fullPage: true, animations: 'disabled' });
  await testInfo.attach('profile-billing-history', { path: profileShot, contentType: 'image/png' });
});
