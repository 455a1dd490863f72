import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, renderSignedIn } from '@/test/render';
import { mockFetch } from '@/test/render';
import { LinkedInReconnectBanner } from './linkedin-reconnect-banner';

describe('<LinkedInReconnectBanner />', () => {
  it('asks to reconnect from 7 days before expiry and after it, and stays out of the way otherwise', () => {
    vi.stubGlobal('fetch', mockFetch({}));
    const expiring = fakeUser({
      linkedinConnected: true,
      linkedinStatus: 'expiring',
      linkedinTokenExpiresAt: '2026-11-28T10:00:00.000Z',
    });
    const { unmount } = renderSignedIn(<LinkedInReconnectBanner user={expiring} />, expiring);
    expect(screen.getByRole('heading', { name: 'Your LinkedIn connection expires soon' })).toBeVisible();
    expect(screen.getByText(/LinkedIn access ends on 28 November 2026/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reconnect LinkedIn' })).toBeEnabled();
    unmount();

    const expired = fakeUser({ linkedinStatus: 'expired', linkedinTokenExpiresAt: '2026-11-01T10:00:00.000Z' });
    const second = renderSignedIn(<LinkedInReconnectBanner user={expired} />, expired);
    expect(screen.getByRole('heading', { name: 'Your LinkedIn connection has expired' })).toBeVisible();
    second.unmount();

    for (const linkedinStatus of ['connected', 'not_connected'] as const) {
      const user = fakeUser({ linkedinStatus });
      const { container, unmount: done } = renderSignedIn(<LinkedInReconnectBanner user={user} />, user);
      expect(container).toBeEmptyDOMElement();
      done();
    }
  });
});
