import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderSignedIn } from '@/test/render';
import { SchedulePostButton, type SchedulablePost } from './schedule-post-button';

const POST: SchedulablePost = {
  id: 'b3c1d7e2-0f4a-4b8e-9c2d-5e6f7a8b9c0d',
  platform: 'linkedin',
  linkedinPostUrn: null,
  publication: null,
};
const ACME = 'urn:li:organization:1001';
const SETTINGS = { schedulingEnabled: true, timeZone: 'UTC', defaultScheduleDays: ['mon'], slots: ['09:00'] };

function stub() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    mockFetch({
      'GET /api/schedule/settings': { body: SETTINGS },
      [`POST /api/posts/${POST.id}/schedule`]: (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 500, body: { message: 'not in this test', code: 'INTERNAL_ERROR' } };
      },
    }),
  );
  return bodies;
}

describe('<SchedulePostButton /> targets', () => {
  it('offers "Publish as" only to a user with company pages, starting from their default', async () => {
    stub();
    const { unmount } = renderSignedIn(<SchedulePostButton post={POST} />, fakeUser());
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Publish as' })).toBeNull();
    unmount();

    const bodies = stub();
    renderSignedIn(
      <SchedulePostButton post={POST} />,
      fakeUser({ linkedinCompanyPages: [{ urn: ACME, name: 'Acme Robotics' }], linkedinDefaultTarget: ACME }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByRole('combobox', { name: 'Publish as' });
    expect(select).toHaveValue(ACME);
    await userEvent.selectOptions(select, 'Your profile');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ target: 'member' });
  });

  it('says which company page a scheduled post goes out as', async () => {
    stub();
    const publication = {
      status: 'scheduled' as const,
      scheduledAt: new Date('2099-01-05T09:00:00.000Z'),
      publishedAt: null,
      target: ACME,
      linkedinPostUrn: null,
      error: null,
      firstComment: null,
      updatedAt: new Date('2098-12-30T09:00:00.000Z'),
    };
    renderSignedIn(
      <SchedulePostButton post={{ ...POST, publication }} />,
      fakeUser({ linkedinCompanyPages: [{ urn: ACME, name: 'Acme Robotics' }] }),
    );
    expect(await screen.findByTestId('publication-state')).toHaveTextContent(/Scheduled.*as Acme Robotics/);
  });
});
