import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { getToasts, resetToasts } from '@/lib/toast';
import { fakeUser, mockFetch, renderWithProviders } from '@/test/render';
import { SignedInLayout } from './signed-in-layout';
import { queryKeys } from '@/data/query-keys';
import type { SessionUser } from '@/data/get-current-user';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderShell(user: SessionUser, path = '/') {
  const view = renderWithProviders(
    <Routes>
      <Route element={<SignedInLayout user={user} />}>
        <Route path="*" element={<Where />} />
      </Route>
    </Routes>,
    { path },
  );
  view.queryClient.setQueryData(queryKeys.currentUser, user);
  return view;
}

const CREDITS = { 'GET /api/credits/info': { body: { credits: 12, tier: 'free', monthlyAllocation: 15 } } };
const admin = fakeUser({ role: 'admin', fullName: 'Grace Hopper', email: 'grace@example.com' });
const member = fakeUser();

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });
const bottomBar = () => screen.getByRole('navigation', { name: 'Bottom navigation' });

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('menu');
}

beforeEach(() => resetToasts());

describe('signed-in shells', () => {
  it('sidebar: the spec links in order, the credit badge, name and e-mail; no admin link for members', async () => {
    vi.stubGlobal('fetch', mockFetch(CREDITS));
    renderShell(member);
    const links = within(within(sidebar()).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Brand Voices',
      'Content Generator',
      'Post History',
      'Calendar',
      'Pricing',
      'Profile',
    ]);
    expect(await within(sidebar()).findByRole('link', { name: '12 credits, Free plan' })).toBeVisible();
    expect(within(sidebar()).getByText('Ada Lovelace')).toBeVisible();
    expect(within(sidebar()).getByText('ada@example.com')).toBeVisible();
    expect(within(sidebar()).queryByText('Admin')).toBeNull();
  });

  it('sidebar: admins get Admin Panel before Profile', () => {
    vi.stubGlobal('fetch', mockFetch(CREDITS));
    renderShell(admin);
    const links = within(within(sidebar()).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Brand Voices',
      'Content Generator',
      'Post History',
      'Calendar',
      'Pricing',
      'Admin Panel',
      'Profile',
    ]);
    expect(links[6]).toHaveAttribute('href', '/admin');
  });

  it('highlights the current page in the sidebar and the bottom bar', () => {
    vi.stubGlobal('fetch', mockFetch(CREDITS));
    renderShell(member, '/social-generator');
    expect(within(sidebar()).getByRole('link', { name: 'Content Generator' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(bottomBar()).getByRole('link', { name: 'Generate' })).toHaveAttribute('aria-current', 'page');
  });

  it('bottom bar: Home, Voices, Generate, History, Calendar, Profile', () => {
    vi.stubGlobal('fetch', mockFetch(CREDITS));
    renderShell(member);
    const links = within(bottomBar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Voices', '/brand-voices'],
      ['Generate', '/post-generator'],
      ['History', '/post-history'],
      ['Calendar', '/calendar'],
      ['Profile', '/profile'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('mobile menu for members: name, credit count and the four pages, no admin links', async () => {
    vi.stubGlobal('fetch', mockFetch(CREDITS));
    renderShell(member);
    const menu = await openMenu();
    expect(within(menu).getByText('Ada Lovelace')).toBeVisible();
    expect(await within(menu).findByText('12 credits')).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Pricing', 'Contact', 'Privacy Policy', 'Terms of Service', 'Logout']);
    expect(within(menu).queryByText('Admin Controls')).toBeNull();
    expect(within(menu).queryByText('Admin')).toBeNull();
  });

  it('shows the profile picture in the sidebar and the mobile menu, and the initials without one', async () => {
    vi.stubGlobal('fetch', mockFetch(CREDITS));
    const picture = '/api/media/3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    const view = renderShell(fakeUser({ profileImage: picture }));
    expect(within(sidebar()).getByTestId('user-avatar-picture')).toHaveAttribute('src', picture);
    expect(within(await openMenu()).getByTestId('user-avatar-picture')).toHaveAttribute('src', picture);
    view.unmount();

    renderShell(member);
    expect(within(sidebar()).queryByTestId('user-avatar-picture')).toBeNull();
    expect(within(sidebar()).getByText('AL')).toBeInTheDocument();
    const menu = await openMenu();
    expect(within(menu).queryByTestId('user-avatar-picture')).toBeNull();
    expect(within(menu).getByText('AL')).toBeInTheDocument();
  });

  it('mobile menu for admins: Admin badge, Admin Panel and the Admin Controls group', async () => {
    vi.stubGlobal('fetch', mockFetch(CREDITS));
    renderShell(admin);
    const menu = await openMenu();
    expect(within(menu).getByText('Admin')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    const group = within(menu).getByRole('group', { name: 'Admin Controls' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href')),
    ).toEqual([
      '/admin?tab=users',
      '/admin?tab=pricing',
      '/admin?tab=discounts',
      '/admin?tab=revenue',
      '/admin?tab=logs',
    ]);
  });

  it('shows the e-mail in the mobile menu when the name is empty', async () => {
    vi.stubGlobal('fetch', mockFetch(CREDITS));
    renderShell(fakeUser({ fullName: '' }));
    const menu = await openMenu();
    expect(within(menu).getByText('ada@example.com')).toBeVisible();
  });

  it('logout from the sidebar: signs out and lands on /', async () => {
    const logout = vi.fn(() => ({ body: { success: true, message: 'Signed out' } }));
    vi.stubGlobal('fetch', mockFetch({ ...CREDITS, 'POST /api/auth/logout': logout }));
    const { queryClient } = renderShell(member, '/profile');
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.currentUser)).toBeNull());
    expect(logout).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('a failed logout from the sidebar says so and keeps the session', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        ...CREDITS,
        'POST /api/auth/logout': { status: 503, body: { message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } },
      }),
    );
    const { queryClient } = renderShell(member, '/profile');
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Logout failed',
        description: 'Service unavailable',
        variant: 'destructive',
      }),
    );
    expect(queryClient.getQueryData(queryKeys.currentUser)).toEqual(member);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('a failed logout from the mobile menu says so too', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ ...CREDITS, 'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')) }),
    );
    renderShell(member);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await vi.waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Logout failed', variant: 'destructive' }));
  });
});
