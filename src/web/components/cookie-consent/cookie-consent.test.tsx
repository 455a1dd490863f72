import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from '@shared/constants';
import { saveConsent } from '@/lib/consent';
import { renderWithProviders } from '@/test/render';
import { CookieConsent } from './cookie-consent';

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const banner = () => screen.queryByRole('region', { name: 'We value your privacy' });

describe('<CookieConsent />', () => {
  it('shows the banner with a link to the privacy policy while no choice is stored', () => {
    renderWithProviders(<CookieConsent />);
    expect(banner()).toBeVisible();
    expect(within(banner()!).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('stays hidden once a choice is stored', () => {
    saveConsent({ analytics: false, marketing: false });
    renderWithProviders(<CookieConsent />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('Accept All stores analytics and marketing as granted, with the date, and hides the banner', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: true });
    expect(Date.parse(window.localStorage.getItem(CONSENT_DATE_STORAGE_KEY)!)).not.toBeNaN();
    expect(banner()).not.toBeInTheDocument();
  });

  it('Reject Optional stores both as refused', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject Optional' }));
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it('the close icon hides the banner without saving anything', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('Manage Preferences: necessary is on and locked; Save Preferences stores the switches', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });

    const necessary = within(dialog).getByRole('switch', { name: 'Necessary Cookies' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(dialog).getByText('Required for the website to function properly.')).toBeVisible();
    expect(within(dialog).getByText('Help us understand how visitors use our website.')).toBeVisible();
    expect(within(dialog).getByText('Used to deliver personalized content and ads.')).toBeVisible();

    const analytics = within(dialog).getByRole('switch', { name: 'Analytics Cookies' });
    expect(analytics).not.toBeChecked();
    await userEvent.click(analytics);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));

    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('Cancel closes the dialog without saving; the banner remains', async () => {
    renderWithProviders(<CookieConsent />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Marketing Cookies' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(banner()).toBeVisible();
  });
});

describe('<CookieConsent /> in a prerendered page (decision 081)', () => {
  const page = () => (
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>
  );

  async function hydrate(): Promise<HTMLElement> {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable, 'the hydrating render matches the markup').toEqual([]);
    return container;
  }

  it('the markup always carries the banner, marked for before-paint.js to show or hide', () => {
    saveConsent({ analytics: true, marketing: true });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    expect(container.querySelector('section[aria-labelledby="cookie-banner-title"]')).toHaveAttribute(
      'data-prerendered',
      '',
    );
  });

  it('taken over by the app, it stays for a visitor who has not chosen, now the app’s own', async () => {
    const container = await hydrate();
    const section = container.querySelector('section[aria-labelledby="cookie-banner-title"]');
    expect(section).toBeInTheDocument();
    expect(section).not.toHaveAttribute('data-prerendered');
    container.remove();
  });

  it('taken over by the app, it goes for a visitor who has chosen', async () => {
    saveConsent({ analytics: false, marketing: false });
    const container = await hydrate();
    expect(container.querySelector('section[aria-labelledby="cookie-banner-title"]')).toBeNull();
    container.remove();
  });
});
