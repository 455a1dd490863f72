import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/render';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it('uses the spec defaults: never stale, no refetch on focus, no retries', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('loads a query with a GET on the first element of its key', async () => {
    const fetch = vi.fn(mockFetch({ 'GET /api/stats': { body: { totalPosts: 3 } } }));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/stats', { ignored: true }] })).resolves.toEqual({
      totalPosts: 3,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('does not retry a failed query', async () => {
    const fetch = vi.fn(
      mockFetch({ 'GET /api/broken': { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } } }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/broken'] })).rejects.toThrow('500: Something went wrong');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
