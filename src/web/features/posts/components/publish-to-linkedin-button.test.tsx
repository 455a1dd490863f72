import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/data/get-current-user';
import { fakeUser, renderSignedIn } from '@/test/render';
import { getToasts, resetToasts } from '@/lib/toast';
import { mockFetch } from '@/test/render';
import { PublishToLinkedInButton, type PublishablePost } from './publish-to-linkedin-button';

const connected = (overrides: Partial<SessionUser> = {}) =>
  fakeUser({
    linkedinConnected: true,
    linkedinStatus: 'connected',
    linkedinCanPublish: true,
    linkedinTokenExpiresAt: '2027-01-20T10:00:00.000Z',
    ...overrides,
  });

const post = (overrides: Partial<PublishablePost> = {}): PublishablePost => ({
  id: '3f0b8f5e-8c3e-4c8b-9b0e-1d2c3b4a5f60',
  platform: 'linkedin',
  generatedContent: 'Remote teams run on writing.\n\nHere is why. #RemoteWork',
  linkedinPostUrn: null,
  linkedinPublishedAt: null,
  ...overrides,
});

const PUBLISHED = {
  postId: post().id,
  linkedinPostUrn: 'urn:li:share:7265000000000000001',
  linkedinPostUrl: 'https://www.linkedin.com/feed/update/urn:li:share:7265000000000000001/',
  linkedinPublishedAt: '2026-11-24T09:00:00.000Z',
};

function stubPublish(
  reply: Parameters<typeof mockFetch>[0][string] = { body: PUBLISHED },
  user: SessionUser = connected(),
) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    mockFetch({
      // A failed publish re-reads the user (the connection may have expired).
      'GET /api/auth/me': { body: user },
      'POST /api/linkedin/publish': async (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return typeof reply === 'function' ? reply(init) : reply;
      },
    }),
  );
  return bodies;
}

beforeEach(() => resetToasts());

describe('<PublishToLinkedInButton />', () => {
  it('is disabled with the reason when LinkedIn is not connected, expired, sign-in only, or the post is too long', () => {
    stubPublish();
    const cases: [SessionUser, PublishablePost, RegExp][] = [
      [fakeUser(), post(), /Connect LinkedIn in your profile/],
      [
        connected({ linkedinStatus: 'expired', linkedinConnected: false, linkedinCanPublish: false }),
        post(),
        /has expired/,
      ],
      [connected({ linkedinCanPublish: false }), post(), /Limited Permissions/],
      [
        connected(),
        post({ generatedContent: 'x'.repeat(3001) }),
        /LinkedIn allows 3,000 characters; this post has 3,001/,
      ],
    ];
    for (const [user, item, reason] of cases) {
      const { unmount } = renderSignedIn(<PublishToLinkedInButton post={item} />, user);
      const button = screen.getByRole('button', { name: 'Publish to LinkedIn' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
      unmount();
    }
  });

  it('an unconfirmed address: disabled with the reason, and "Send the link again" mails a new link', async () => {
    const resends: string[] = [];
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'POST /api/auth/verify-email/resend': () => {
          resends.push('sent');
          return { body: { success: true, message: 'We sent a new confirmation link to your e-mail address.' } };
        },
      }),
    );
    renderSignedIn(<PublishToLinkedInButton post={post()} />, connected({ emailVerified: false }));
    const button = screen.getByRole('button', { name: 'Publish to LinkedIn' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Confirm your e-mail address to publish/);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await vi.waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Link sent' }));
    expect(resends).toEqual(['sent']);
  });

  it('shows nothing for posts of other platforms', () => {
    stubPublish();
    const { container } = renderSignedIn(
      <PublishToLinkedInButton post={post({ platform: 'instagram' })} />,
      connected(),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('publishes in one click with one-click publishing on, then shows "Published · View on LinkedIn"', async () => {
    const bodies = stubPublish();
    renderSignedIn(<PublishToLinkedInButton post={post()} />, connected({ directPostingEnabled: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish to LinkedIn' }));
    const link = await screen.findByRole('link', { name: /Published · View on LinkedIn/ });
    expect(link).toHaveAttribute('href', PUBLISHED.linkedinPostUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(bodies).toEqual([{ postId: post().id, force: false }]);
    expect(getToasts()[0]).toMatchObject({ title: 'Published to LinkedIn' });
  });

  it('lets a user with company pages publish this post as one of them', async () => {
    const acme = 'urn:li:organization:1001';
    const bodies = stubPublish(
      { body: PUBLISHED },
      connected({ linkedinCompanyPages: [{ urn: acme, name: 'Acme Robotics' }], linkedinDefaultTarget: 'member' }),
    );
    renderSignedIn(
      <PublishToLinkedInButton post={post()} />,
      connected({ linkedinCompanyPages: [{ urn: acme, name: 'Acme Robotics' }], linkedinDefaultTarget: 'member' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish to LinkedIn' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('It is published publicly, as you.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Publish as' }), 'Acme Robotics');
    expect(dialog).toHaveTextContent('It is published publicly, as Acme Robotics.');
    expect(within(dialog).getByLabelText('LinkedIn feed preview')).toHaveTextContent(/Acme Robotics\s*Company page/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ postId: post().id, force: false, target: acme }]));
  });

  it('asks for confirmation with the feed preview when one-click publishing is off', async () => {
    const bodies = stubPublish();
    renderSignedIn(<PublishToLinkedInButton post={post()} />, connected());
    await userEvent.click(screen.getByRole('button', { name: 'Publish to LinkedIn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish to LinkedIn?' });
    expect(within(dialog).getByTestId('linkedin-preview-text')).toHaveTextContent('Remote teams run on writing.');
    expect(bodies).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByRole('link', { name: /Published · View on LinkedIn/ })).toBeVisible();
    expect(bodies).toEqual([{ postId: post().id, force: false }]);
  });

  it('publishes an already published post again only after a confirmation, with force', async () => {
    const bodies = stubPublish();
    renderSignedIn(
      <PublishToLinkedInButton
        post={post({ linkedinPostUrn: 'urn:li:share:1', linkedinPublishedAt: new Date('2026-11-20T08:00:00Z') })}
      />,
      connected({ directPostingEnabled: true }),
    );
    expect(screen.getByRole('link', { name: /Published · View on LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/feed/update/urn:li:share:1/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish this post again?' });
    expect(dialog).toHaveTextContent('published 20 November 2026');
    expect(bodies).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish again' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ postId: post().id, force: true }]));
  });

  it('never shows a failure as success: the server’s reason is in the toast and the button stays', async () => {
    const user = connected({ directPostingEnabled: true });
    stubPublish(
      {
        status: 502,
        body: {
          message: 'LinkedIn is having problems right now (HTTP 503), so your post was not published.',
          code: 'UPSTREAM_ERROR',
        },
      },
      user,
    );
    renderSignedIn(<PublishToLinkedInButton post={post()} />, user);
    await userEvent.click(screen.getByRole('button', { name: 'Publish to LinkedIn' }));
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'Failed to publish to LinkedIn',
        description: expect.stringContaining('(HTTP 503)'),
      }),
    );
    expect(screen.queryByRole('link', { name: /Published/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish to LinkedIn' })).toBeEnabled();
  });
});
