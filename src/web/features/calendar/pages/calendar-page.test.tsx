import { createEvent, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { wallTimeOf } from '@shared/zoned-time';
import { fakeUser, mockFetch, renderSignedIn } from '@/test/render';
import { CalendarPage } from './calendar-page';

// The desktop calendar's drag to reschedule (issue #23): a scheduled post dropped on another day keeps its time
// of day, in the member's zone, and keeps its target.

const POST_ID = '0b6f9a52-3f7a-4c36-8d0e-1a2b3c4d5e6f';

// Tokyo has no daylight-saving time, so the expected offset never changes.
const ZONE = 'Asia/Tokyo';

/** The Monday and Sunday of this week in ZONE, as YYYY-MM-DD. */
function thisWeek() {
  const today = wallTimeOf(new Date(), ZONE);
  const monday = new Date(Date.UTC(today.year, today.month - 1, today.day));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { monday: monday.toISOString().slice(0, 10), sunday: sunday.toISOString().slice(0, 10) };
}

/** jsdom has no DataTransfer: a small one that keeps what the drag source sets. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    dropEffect: 'none',
    effectAllowed: 'all',
  };
}

const fire = (element: Element, type: 'dragStart' | 'dragOver' | 'drop', transfer: ReturnType<typeof dataTransfer>) => {
  const event = createEvent[type](element);
  Object.defineProperty(event, 'dataTransfer', { value: transfer });
  fireEvent(element, event);
};

describe('<CalendarPage /> drag to reschedule', () => {
  it('moves a scheduled post to the day it is dropped on, at the same time of day', async () => {
    const { monday, sunday } = thisWeek();
    const scheduled = vi.fn((body: unknown) => body);
    const routes = {
      'GET /api/schedule/settings': {
        body: { schedulingEnabled: false, timeZone: ZONE, defaultScheduleDays: [], slots: [] },
      },
      'GET /api/schedule': {
        body: {
          items: [
            {
              postId: POST_ID,
              excerpt: 'Dragged post',
              publication: {
                status: 'scheduled',
                // 09:30 in Tokyo (UTC+9).
                scheduledAt: `${sunday}T00:30:00.000Z`,
                publishedAt: null,
                target: 'urn:li:organization:42',
                linkedinPostUrn: null,
                error: null,
                firstComment: null,
                updatedAt: `${sunday}T08:00:00.000Z`,
              },
            },
          ],
          emptySlots: [],
          timeZone: ZONE,
        },
      },
      [`POST /api/posts/${POST_ID}/schedule`]: (init: RequestInit | undefined) => {
        scheduled(JSON.parse(String(init?.body)));
        return { status: 400, body: { code: 'BAD_REQUEST', message: 'checked by the test' } };
      },
    };
    vi.stubGlobal('fetch', mockFetch(routes));
    renderSignedIn(<CalendarPage />, fakeUser());

    const grid = await screen.findByTestId('calendar-grid');
    const item = await within(grid).findByText('Dragged post');
    const card = item.closest('[data-testid="calendar-item"]')!;
    expect(card).toHaveAttribute('draggable', 'true');
    const transfer = dataTransfer();
    fire(card, 'dragStart', transfer);
    const target = grid.querySelector(`[data-day="${monday}"]`)!;
    fire(target, 'dragOver', transfer);
    fire(target, 'drop', transfer);

    await vi.waitFor(() => expect(scheduled).toHaveBeenCalledTimes(1));
    expect(scheduled).toHaveBeenCalledWith({
      scheduledAt: `${monday}T09:30:00+09:00`,
      target: 'urn:li:organization:42',
    });
  });
});
