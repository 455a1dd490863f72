import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/render';
import { createPlausibleProvider } from './plausible';

const scripts = () => Array.from(document.head.querySelectorAll('script'));

afterEach(() => {
  scripts().forEach((script) => script.remove());
  delete window.plausible;
});

describe('Plausible provider', () => {
  it('asks for nothing and adds nothing until it is loaded', async () => {
    const fetch = vi.fn(mockFetch({}));
    vi.stubGlobal('fetch', fetch);
    const provider = createPlausibleProvider();
    provider.pageView('/pricing');
    provider.event('Contact', 'Message sent');
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    expect(scripts()).toEqual([]);
    expect(window.plausible).toBeUndefined();
  });

  it('once loaded, adds the configured script and hands it every page view and event, in order', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/analytics/config': {
          body: { plausible: { domain: 'postwright.app', scriptUrl: 'https://stats.example.org/js/script.manual.js' } },
        },
      }),
    );
    const provider = createPlausibleProvider();
    provider.load();
    // Before the configuration arrives: kept, not lost.
    provider.pageView('/dashboard');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    provider.event('Posts', 'Generated', 2);
    provider.event('Account');

    const [script] = scripts();
    expect(script!.src).toBe('https://stats.example.org/js/script.manual.js');
    expect(script!.dataset.domain).toBe('postwright.app');
    expect(script!.defer).toBe(true);
    // Plausible's script replays its queue when it arrives.
    expect(window.plausible?.q).toEqual([
      ['pageview', { u: `${window.location.origin}/dashboard` }],
      ['Posts', { props: { label: 'Generated', value: 2 } }],
      ['Account', undefined],
    ]);
  });

  it('loads nothing when the server has no analytics configured, and drops what it was given', async () => {
    const fetch = vi.fn(mockFetch({ 'GET /api/analytics/config': { body: { plausible: null } } }));
    vi.stubGlobal('fetch', fetch);
    const provider = createPlausibleProvider();
    provider.load();
    provider.pageView('/');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    provider.pageView('/pricing');
    provider.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scripts()).toEqual([]);
    expect(window.plausible).toBeUndefined();
  });
});
