import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch, renderSignedIn } from '@/test/render';
import { AdminPage } from './admin-page';

// The admin overview (issue #27): "Images Generated Today" is the server's imagesToday (pictures and carousels
// made today), beside "Posts Generated Today".

const STATS = {
  totalUsers: 40,
  activeUsers: 12,
  monthlyRevenue: 0,
  totalRevenue: 0,
  openaiCosts: 0,
  activeAlerts: 0,
  totalPosts: 900,
  totalImages: 5000,
  postsToday: 17,
  imagesToday: 2345,
};

describe('<AdminPage />', () => {
  it('shows Images Generated Today from the admin stats', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/admin/stats': { body: STATS }, 'GET /api/admin/alerts': { body: [] } }),
    );
    renderSignedIn(<AdminPage />, fakeUser({ role: 'admin' }), { path: '/admin' });
    const label = await screen.findByText('Images Generated Today');
    expect(label.parentElement).toHaveTextContent('Images Generated Today2,345');
    expect(screen.getByText('Posts Generated Today').parentElement).toHaveTextContent('Posts Generated Today17');
  });
});
