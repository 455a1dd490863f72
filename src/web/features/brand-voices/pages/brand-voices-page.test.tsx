import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { mockFetch, renderWithProviders } from '@/test/render';
import { testVoice } from '@/test/test-voice';
import { BrandVoicesPage } from './brand-voices-page';

afterEach(() => resetToasts());

const simple = testVoice();
const extended = testVoice({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Workshop voice',
  isDefault: false,
  description: null,
  category: 'Education',
  currentRole: 'Teacher',
});

describe('<BrandVoicesPage />', { timeout: 20_000 }, () => {
  it('shows the empty state with Create New Voice', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/brand-voices': { body: { brandVoices: [] } } }));
    renderWithProviders(<BrandVoicesPage />);
    expect(await screen.findByRole('heading', { name: 'No Brand Voices Yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create New Voice' })).toHaveAttribute('href', '/brand-voice/new');
  });

  it('lists voices with name, Default badge, category, description and age; Edit opens the wizard that made the voice', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/brand-voices': { body: { brandVoices: [simple, extended] } } }));
    renderWithProviders(<BrandVoicesPage />);

    const first = await screen.findByRole('article', { name: 'Founder voice' });
    expect(within(first).getByText('Default')).toBeVisible();
    expect(within(first).getByText('Professional')).toBeVisible();
    expect(within(first).getByText('Practical and warm.')).toBeVisible();
    expect(within(first).getByText('2h ago')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Edit Founder voice' })).toHaveAttribute(
      'href',
      `/brand-voice?edit=${simple.id}`,
    );

    const second = screen.getByRole('article', { name: 'Workshop voice' });
    expect(within(second).queryByText('Default')).not.toBeInTheDocument();
    expect(within(second).getByText('No description')).toBeVisible();
    expect(within(second).getByRole('link', { name: 'Edit Workshop voice' })).toHaveAttribute(
      'href',
      `/brand-voice/new?edit=${extended.id}`,
    );
  });

  it('shows the details dialog with description and generated prompt', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/brand-voices': { body: { brandVoices: [simple] } } }));
    renderWithProviders(<BrandVoicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View details of Founder voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Founder voice' });
    expect(within(dialog).getByText('Practical and warm.')).toBeVisible();
    expect(within(dialog).getByText(simple.generatedPrompt!)).toBeVisible();
  });

  it('clones under "<name> Copy" by default and refuses an empty name', async () => {
    let body: unknown;
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/brand-voices': { body: { brandVoices: [simple] } },
        [`POST /api/brand-voice/${simple.id}/clone`]: (init) => {
          body = JSON.parse(String(init?.body));
          return {
            status: 201,
            body: {
              brandVoice: {
                ...simple,
                id: '33333333-3333-4333-8333-333333333333',
                name: 'Founder voice B',
                isDefault: false,
              },
            },
          };
        },
      }),
    );
    renderWithProviders(<BrandVoicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Founder voice' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clone' }));

    const dialog = await screen.findByRole('dialog', { name: 'Clone brand voice' });
    const name = within(dialog).getByLabelText('Name of the copy');
    expect(name).toHaveValue('Founder voice Copy');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clone Voice' }));
    expect(await within(dialog).findByText('Please enter a name for the cloned voice')).toBeVisible();
    expect(body).toBeUndefined();

    await userEvent.type(name, 'Founder voice B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clone Voice' }));
    await vi.waitFor(() => expect(getToasts()[0]?.title).toBe('Brand voice cloned'));
    expect(body).toEqual({ name: 'Founder voice B' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes only after confirmation, and says so when it fails', async () => {
    const del = vi.fn(() => ({ status: 500, body: { message: 'Database unavailable', code: 'INTERNAL' } }));
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/brand-voices': { body: { brandVoices: [simple] } },
        [`DELETE /api/brand-voice/${simple.id}`]: del,
      }),
    );
    renderWithProviders(<BrandVoicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Founder voice' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Founder voice”?' });
    expect(del).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Voice' }));
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Failed to delete brand voice',
        description: 'Database unavailable',
        variant: 'destructive',
      }),
    );
    expect(del).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('sets a voice as the default and says when it fails', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/brand-voices': { body: { brandVoices: [simple, extended] } },
        [`POST /api/brand-voice/${extended.id}/set-default`]: {
          status: 404,
          body: { message: 'Brand voice not found', code: 'NOT_FOUND' },
        },
      }),
    );
    renderWithProviders(<BrandVoicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for Workshop voice' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Set as default' }));
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Failed to set default brand voice',
        description: 'Brand voice not found',
      }),
    );
  });
});
