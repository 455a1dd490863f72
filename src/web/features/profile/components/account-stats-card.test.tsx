import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderWithProviders } from '@/test/render';
import { AccountStatsCard } from './account-stats-card';

// The profile's Account Statistics (issue #27): "Images Created" is the server's count of pictures and carousels
// made (GET /api/stats totalImages), not a constant.

const row = (label: string) => screen.getByText(label).closest('div')!;

describe('<AccountStatsCard />', () => {
  it('shows Images Created from the stats', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/stats': { body: { totalPosts: 12, totalImages: 1234, postsThisWeek: 3 } },
        'GET /api/brand-voice': { body: { brandVoice: null } },
      }),
    );
    renderWithProviders(<AccountStatsCard user={fakeUser()} />);
    await vi.waitFor(() => expect(row('Images Created')).toHaveTextContent('1,234'));
    expect(row('Posts Generated')).toHaveTextContent('12');
  });
});
