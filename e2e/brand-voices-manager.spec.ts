import { createAccount } from './support/accounts';
import { createVoiceViaApi, listVoices, ownClientAddress, snap } from './support/brand-voices';
import { expect, test, withStoredConsent } from './fixtures';

// Issue 4, "Done means": clone, set default, edit and delete voices in the
// manager (/brand-voices), at desktop and phone widths.

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page);
  await ownClientAddress(page);
});

test('an account without voices sees the empty state', async ({ page }, testInfo) => {
  await createAccount(page);
  await page.goto('/brand-voices');
  await expect(page.getByRole('heading', { name: 'No Brand Voices Yet' })).toBeVisible();
  await snap(page, testInfo, 'manager-empty-1280');
  await page.getByRole('link', { name: 'Create New Voice' }).click();
  await expect(page).toHaveURL('/brand-voice/new');
});

for (const width of [1280, 390]) {
  test(`clone, set default, edit and delete voices at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await createAccount(page);
    const first = await createVoiceViaApi(page, {
      name: 'Founder voice',
      category: 'Professional',
      description: 'Practical lessons from building a company.',
    });
    await createVoiceViaApi(page, {
      name: 'Workshop voice',
      category: 'Education',
      description: 'Warm and patient, for people learning something new.',
      currentRole: 'Workshop host',
      journeyExcitement: 'Watching ideas click',
      idealConnections: 'Educators',
      conversationTone: 'Patient',
      coreValues: 'Kindness',
    });
    await page.goto('/brand-voices');

    const founder = page.getByRole('article', { name: 'Founder voice' });
    const workshop = page.getByRole('article', { name: 'Workshop voice' });
    await expect(founder.getByText('Default')).toBeVisible();
    await expect(founder).toContainText('Professional');
    await expect(founder).toContainText('Practical lessons from building a company.');
    await expect(founder).toContainText('Created just now');
    await expect(workshop.getByText('Default')).toHaveCount(0);
    await snap(page, testInfo, `manager-${width}`);

    // View details: description and generated prompt.
    await founder.getByRole('button', { name: 'View details of Founder voice' }).click();
    const details = page.getByRole('dialog', { name: 'Founder voice' });
    await expect(details).toContainText('Practical lessons from building a company.');
    await expect(details).toContainText(first.generatedPrompt!.slice(0, 60));
    await snap(page, testInfo, `manager-details-${width}`);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();

    // Clone: the name defaults to "<name> Copy" and must not be empty.
    await founder.getByRole('button', { name: 'More actions for Founder voice' }).click();
    await page.getByRole('menuitem', { name: 'Clone' }).click();
    const clone = page.getByRole('dialog', { name: 'Clone brand voice' });
    await expect(clone.getByLabel('Name of the copy')).toHaveValue('Founder voice Copy');
    await clone.getByLabel('Name of the copy').fill('   ');
    await clone.getByRole('button', { name: 'Clone Voice' }).click();
    await expect(clone.getByText('Please enter a name for the cloned voice')).toBeVisible();
    await clone.getByLabel('Name of the copy').fill('Founder voice Copy');
    await clone.getByRole('button', { name: 'Clone Voice' }).click();
    await expect(clone).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article', { name: 'Founder voice Copy' })).toContainText(
      'Practical lessons from building a company.',
    );

    // Set as default: exactly one Default badge, now on the workshop voice, listed first.
    await workshop.getByRole('button', { name: 'More actions for Workshop voice' }).click();
    await page.getByRole('menuitem', { name: 'Set as default' }).click();
    await expect(workshop.getByText('Default')).toBeVisible();
    await expect(page.getByText('Default', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Workshop voice');

    // Edit: an extended voice opens the four-step wizard with its answers.
    await workshop.getByRole('link', { name: 'Edit Workshop voice' }).click();
    await expect(page).toHaveURL(/\/brand-voice\/new\?edit=/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Workshop voice');
    await page.getByLabel('Name', { exact: true }).fill('Workshop voice 2');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByLabel('What is your current role?')).toHaveValue('Workshop host');
    await page.getByRole('button', { name: /^Next/ }).click();
    await expect(page.getByRole('radiogroup')).toHaveCount(6);
    for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Update Brand Voice' }).click();
    await expect(page.getByRole('heading', { name: 'Your brand voice is updated' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Brand Voices' }).click();
    await expect(page.getByRole('article', { name: 'Workshop voice 2' }).getByText('Default')).toBeVisible();

    // Edit: a simple voice opens the simple wizard at questions.
    await page
      .getByRole('article', { name: 'Founder voice Copy' })
      .getByRole('link', { name: 'Edit Founder voice Copy' })
      .click();
    await expect(page).toHaveURL(/\/brand-voice\?edit=/);
    await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Manager' }).click();

    // Delete asks first; Cancel keeps the voice.
    const copy = page.getByRole('article', { name: 'Founder voice Copy' });
    await copy.getByRole('button', { name: 'More actions for Founder voice Copy' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “Founder voice Copy”?' });
    await snap(page, testInfo, `manager-delete-${width}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(3);

    await copy.getByRole('button', { name: 'More actions for Founder voice Copy' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete Voice' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(copy).toHaveCount(0);
    expect((await listVoices(page)).map((v) => v.name)).toEqual(['Workshop voice 2', 'Founder voice']);
  });
}
