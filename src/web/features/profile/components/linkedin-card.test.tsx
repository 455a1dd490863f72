import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LINKEDIN_CONNECT_ERRORS, type LinkedInStatusView } from '@shared/schemas/linkedin';
import { fakeUser, renderSignedIn } from '@/test/render';
import { getToasts, resetToasts } from '@/lib/toast';
import { mockFetch } from '@/test/render';
import { LinkedInCard } from './linkedin-card';

const CALLBACK = 'http://localhost:3000/api/linkedin/callback';
const view = (overrides: Partial<LinkedInStatusView> = {}): LinkedInStatusView => ({
  status: 'not_connected',
  canPublish: false,
  scopes: [],
  memberName: null,
  memberPicture: null,
  connectedAt: null,
  expiresAt: null,
  directPostingEnabled: false,
  appCredentials: true,
  ownCredentials: null,
  defaultRedirectUri: CALLBACK,
  organizationScopes: false,
  canPostAsPages: false,
  companyPages: [],
  defaultTarget: 'member',
  ...overrides,
});
const CONNECTED = view({
  status: 'connected',
  canPublish: true,
  scopes: ['openid', 'profile', 'email', 'w_member_social'],
  memberName: 'Grace Hopper',
  connectedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2027-01-19T10:00:00.000Z',
});

function stub(status: LinkedInStatusView, routes: Parameters<typeof mockFetch>[0] = {}) {
  const calls: { key: string; body: unknown }[] = [];
  const inner = mockFetch({
    'GET /api/linkedin/status': { body: status },
    'GET /api/auth/me': { body: fakeUser() },
    ...routes,
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({
      key: `${init?.method ?? 'GET'} ${url.pathname}`,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return inner(input, init);
  });
  return calls;
}

beforeEach(() => resetToasts());

describe('<LinkedInCard />', () => {
  it('asks for the user’s own LinkedIn app first when Postwright has none, with the spec’s validation and texts', async () => {
    const calls = stub(view({ appCredentials: false }), {
      'POST /api/linkedin/credentials': { body: fakeUser({ hasLinkedinCredentials: true }) },
    });
    renderSignedIn(<LinkedInCard />);
    expect(await screen.findByText('Add your LinkedIn app')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect LinkedIn' })).toBeNull();
    expect(screen.getByLabelText('Redirect URI')).toHaveValue(CALLBACK);

    await userEvent.clear(screen.getByLabelText('Redirect URI'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Credentials' }));
    expect(await screen.findByText('Client ID is required')).toBeVisible();
    expect(screen.getByText('Client Secret is required')).toBeVisible();
    expect(screen.getByText('Redirect URI is required')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Client ID'), '86abcd1234');
    await userEvent.type(screen.getByLabelText('Client Secret'), 'shh-secret');
    await userEvent.type(screen.getByLabelText('Redirect URI'), CALLBACK);
    await userEvent.click(screen.getByRole('button', { name: 'Save Credentials' }));
    await vi.waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'LinkedIn credentials saved successfully' }));
    expect(calls.find((c) => c.key === 'POST /api/linkedin/credentials')?.body).toEqual({
      clientId: '86abcd1234',
      clientSecret: 'shh-secret',
      redirectUri: CALLBACK,
    });
    // Typing three fields is slow on a busy machine.
  }, 20_000);

  it('offers one "Connect LinkedIn" with Postwright’s app; Limited Permissions and an own app under Advanced', async () => {
    stub(view());
    renderSignedIn(<LinkedInCard />);
    expect(await screen.findByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Connect with Limited Permissions' })).toBeNull();
    expect(screen.getByText('Not connected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Advanced: use your own LinkedIn app' }));
    expect(screen.getByRole('button', { name: 'Connect with Limited Permissions' })).toBeEnabled();
    expect(screen.getByText(/Under Auth, add this Redirect URI/)).toHaveTextContent(CALLBACK);
    expect(screen.getByLabelText('Client ID')).toBeVisible();
  });

  it('offers both ways to connect through the user’s own app', async () => {
    stub(view({ ownCredentials: { clientId: '86own', redirectUri: CALLBACK } }));
    renderSignedIn(<LinkedInCard />);
    expect(await screen.findByRole('button', { name: 'Connect LinkedIn' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect with Limited Permissions' })).toBeEnabled();
  });

  it('says when the browser blocked the LinkedIn window, and offers to try again or go on in this tab', async () => {
    stub(view(), {
      'GET /api/linkedin/auth': { body: { authUrl: 'https://www.linkedin.com/oauth/v2/authorization?x=1' } },
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderSignedIn(<LinkedInCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect LinkedIn' }));
    const notice = await screen.findByTestId('linkedin-connect-interrupted');
    expect(notice).toHaveTextContent('Your browser blocked the LinkedIn window');
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(notice).getByRole('button', { name: 'Continue in this tab' })).toBeVisible();
    vi.restoreAllMocks();
  });

  it('says when the LinkedIn window was closed before it answered, and offers to try again', async () => {
    stub(view(), {
      'GET /api/linkedin/auth': { body: { authUrl: 'https://www.linkedin.com/oauth/v2/authorization?x=1' } },
    });
    const popup = {
      closed: false,
      document: { title: '', body: { textContent: '', style: { cssText: '' } } },
      location: { href: '' },
      focus: () => undefined,
      close: () => undefined,
    };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderSignedIn(<LinkedInCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect LinkedIn' }));
    expect(await screen.findByText('Waiting for LinkedIn…')).toBeVisible();
    popup.closed = true;
    const notice = await screen.findByTestId('linkedin-connect-interrupted', {}, { timeout: 3000 });
    expect(notice).toHaveTextContent('The LinkedIn window closed');
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeVisible();
    vi.restoreAllMocks();
  });

  it('shows the member and switches one-click publishing, with the spec’s toast', async () => {
    const calls = stub(CONNECTED, {
      'POST /api/linkedin/settings': { body: fakeUser({ directPostingEnabled: true }) },
    });
    renderSignedIn(<LinkedInCard />);
    expect(await screen.findByText('Grace Hopper')).toBeVisible();
    expect(screen.getByText('Full permissions · can publish posts')).toBeVisible();
    expect(screen.getByText(/Access valid until/)).toHaveTextContent('Access valid until 19 January 2027');
    await userEvent.click(screen.getByRole('switch', { name: 'One-click publishing' }));
    await vi.waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'One-click publishing enabled' }));
    expect(calls.find((c) => c.key === 'POST /api/linkedin/settings')?.body).toEqual({ directPostingEnabled: true });
  });

  it('chooses the default target among the company pages, and refreshes the pages', async () => {
    const pages = [
      { urn: 'urn:li:organization:1001', name: 'Acme Robotics', vanityName: 'acme-robotics' },
      { urn: 'urn:li:organization:1002', name: 'Beta Labs' },
    ];
    const calls = stub(view({ ...CONNECTED, organizationScopes: true, canPostAsPages: true, companyPages: pages }), {
      'PUT /api/linkedin/target': {
        body: fakeUser({ linkedinCompanyPages: pages, linkedinDefaultTarget: 'urn:li:organization:1002' }),
      },
      'POST /api/linkedin/pages/refresh': { body: fakeUser({ linkedinCompanyPages: pages }) },
    });
    renderSignedIn(<LinkedInCard />);
    const select = await screen.findByRole('combobox', { name: 'Publish as' });
    expect(select).toHaveValue('member');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Your profile (Grace Hopper)', 'Acme Robotics', 'Beta Labs']);
    await userEvent.selectOptions(select, 'Beta Labs');
    await vi.waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Default target saved' }));
    expect(calls.find((c) => c.key === 'PUT /api/linkedin/target')?.body).toEqual({
      target: 'urn:li:organization:1002',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh pages' }));
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Company pages refreshed',
        description: '2 pages you administer.',
      }),
    );
  });

  it('says what the LinkedIn app’s admin must add when the page scopes are not set up', async () => {
    stub(CONNECTED);
    renderSignedIn(<LinkedInCard />);
    expect(await screen.findByTestId('linkedin-pages-unavailable')).toHaveTextContent(
      /Community Management API.*r_organization_admin.*w_organization_social.*LINKEDIN_ORGANIZATION_SCOPES=true/,
    );
    expect(screen.queryByRole('combobox', { name: 'Publish as' })).toBeNull();
  });

  it('disables one-click publishing for a Limited Permissions connection and says why', async () => {
    stub(view({ ...CONNECTED, canPublish: false, scopes: ['openid', 'profile', 'email'] }));
    renderSignedIn(<LinkedInCard />);
    expect(await screen.findByRole('switch', { name: 'One-click publishing' })).toBeDisabled();
    expect(screen.getByText('Limited Permissions · sign-in only, no posting')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reconnect with full permissions' })).toBeVisible();
  });

  it('warns from 7 days before expiry, and shows an expired connection as one to reconnect', async () => {
    stub(view({ ...CONNECTED, status: 'expiring' }));
    const { unmount } = renderSignedIn(<LinkedInCard />);
    expect(await screen.findByTestId('linkedin-reconnect-warning')).toHaveTextContent(
      'Your LinkedIn access expires on 19 January 2027',
    );
    expect(screen.getByRole('button', { name: 'Reconnect LinkedIn' })).toBeVisible();
    unmount();

    stub(view({ ...CONNECTED, status: 'expired', canPublish: false }));
    renderSignedIn(<LinkedInCard />);
    expect(await screen.findByText('Your LinkedIn connection has expired')).toBeVisible();
    expect(screen.getByText('Expired')).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'One-click publishing' })).toBeNull();
  });

  it('shows the unauthorized_scope_error help text when LinkedIn sent the tab back with it', async () => {
    stub(view());
    renderSignedIn(<LinkedInCard />, fakeUser(), { path: '/profile?linkedin=unauthorized_scope_error' });
    const alert = await screen.findByTestId('linkedin-connect-error');
    expect(alert).toHaveTextContent(LINKEDIN_CONNECT_ERRORS.unauthorized_scope_error);
    expect(within(alert).getByRole('button', { name: 'Connect with Limited Permissions' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(getToasts()[0]).toMatchObject({ variant: 'destructive', title: 'LinkedIn connection failed' });
  });

  it('disconnects after a confirmation', async () => {
    const calls = stub(CONNECTED, { 'DELETE /api/linkedin/disconnect': { body: fakeUser() } });
    renderSignedIn(<LinkedInCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect LinkedIn?' });
    expect(calls.some((c) => c.key === 'DELETE /api/linkedin/disconnect')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await vi.waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'LinkedIn disconnected successfully' }));
  });

  it('offers a retry when the status cannot be loaded', async () => {
    stub(view(), {
      'GET /api/linkedin/status': {
        status: 503,
        body: { message: 'The service is temporarily unavailable.', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    renderSignedIn(<LinkedInCard />);
    expect(await screen.findByText('Could not load your LinkedIn connection')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
