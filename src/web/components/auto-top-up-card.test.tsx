import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderSignedIn } from '@/test/render';
import { AutoTopUpCard } from './auto-top-up-card';

const PACKS = [
  { packKey: 'small', name: 'Small Pack', priceCents: 1000, credits: 100 },
  { packKey: 'medium', name: 'Medium Pack', priceCents: 3000, credits: 500 },
];
const settings = (overrides: Record<string, unknown> = {}) => ({
  eligible: true,
  enabled: false,
  packKey: null,
  monthlyLimit: 50,
  spentThisMonthCents: 0,
  notice: null,
  packs: PACKS,
  ...overrides,
});

describe('<AutoTopUpCard />', () => {
  it('shows nothing to a customer who never bought', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/billing/auto-top-up': { body: settings({ eligible: false }) } }));
    const { container } = renderSignedIn(<AutoTopUpCard />, fakeUser());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('turns auto top-up on with the chosen pack and limit', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/billing/auto-top-up': { body: settings() },
        'PUT /api/billing/auto-top-up': (init) => {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          sent.push(body);
          return { body: settings({ ...body, enabled: true }) };
        },
      }),
    );
    renderSignedIn(<AutoTopUpCard />, fakeUser());
    const pack = await screen.findByRole('combobox', { name: 'Pack to buy' });
    await userEvent.selectOptions(pack, 'medium');
    const limit = screen.getByRole('textbox', { name: 'Monthly limit (€)' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '60');
    await userEvent.click(screen.getByRole('switch', { name: 'Top up automatically' }));
    await waitFor(() => expect(sent).toEqual([{ enabled: true, packKey: 'medium', monthlyLimit: 60 }]));
    expect(await screen.findByRole('switch', { name: 'Top up automatically' })).toBeChecked();
  });

  it('refuses a limit that is not a whole number of euros', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/billing/auto-top-up': { body: settings() } }));
    renderSignedIn(<AutoTopUpCard />, fakeUser());
    const limit = await screen.findByRole('textbox', { name: 'Monthly limit (€)' });
    await userEvent.clear(limit);
    await userEvent.type(limit, '12.5');
    expect(screen.getByText('Enter a whole number of euros from 1 to 1000.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Top up automatically' })).toBeDisabled();
  });
});
