import { describe, expect, it, vi } from 'vitest';
import { fakeUser, mockFetch } from '@/test/render';
import { testVoice } from '@/test/test-voice';
import { fetchCreditInfo } from './get-credit-info';
import { fetchCurrentBrandVoice } from './get-current-brand-voice';
import { fetchCurrentUser } from './get-current-user';
import { fetchStats } from './get-stats';

// The shared fetchers parse every answer with its shared schema: what the
// screens get is the schema's output, and a malformed answer never renders.

describe('shared fetchers', () => {
  it('the current user: a user, or nobody on 401, on another failure or on an answer that is not a user', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: fakeUser() } }));
    await expect(fetchCurrentUser()).resolves.toEqual(fakeUser());
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Please sign in to continue', code: 'UNAUTHORIZED' } } }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { text: '<html>Sign in to the proxy</html>', headers: { 'content-type': 'text/html' } } }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: { id: 'u1', email: 'ada@example.com' } } }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('a tier this page does not know yet is kept (shown as Free), not a failure', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/auth/me': { body: fakeUser({ subscriptionTier: 'enterprise' }) }, 'GET /api/credits/info': { body: { credits: 3, tier: 'enterprise', monthlyAllocation: 0 } } }));
    await expect(fetchCurrentUser()).resolves.toMatchObject({ subscriptionTier: 'enterprise' });
    await expect(fetchCreditInfo()).resolves.toEqual({ credits: 3, tier: 'enterprise', monthlyAllocation: 0 });
  });

  it('a malformed answer fails, so the screen shows its error state instead of half a shape', async () => {
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/stats': { body: { totalPosts: '12' } } }));
    await expect(fetchStats()).rejects.toThrow();
  });

  it('timestamps arrive as Dates, unknown fields are dropped', async () => {
    const voice = testVoice({ createdAt: '2026-11-20T08:00:00.000Z' });
    vi.stubGlobal('fetch', mockFetch({ 'GET /api/brand-voice': { body: { brandVoice: { ...voice, internalNote: 'not for the page' } } } }));
    const { brandVoice } = await fetchCurrentBrandVoice();
    expect(brandVoice?.createdAt).toEqual(new Date('2026-11-20T08:00:00.000Z'));
    expect(brandVoice).not.toHaveProperty('internalNote');
  });
});
