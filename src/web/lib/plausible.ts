import type { AnalyticsProvider } from './analytics';

type PlausibleOptions = { u?: string; props?: Record<string, string | number> };
type Plausible = ((event: string, options?: PlausibleOptions) => void) & { q?: unknown[][] };

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Window needs an interface
  interface Window {
    plausible?: Plausible;
  }
}

type Call = [event: string, options?: PlausibleOptions];

/**
 * Plausible Analytics: cookieless, and it keeps no IP address (customer-area
 * §7 asks for IP anonymisation). lib/analytics.ts calls `load` only after
 * the visitor granted analytics consent; only then is the configuration asked
 * for, and the script added when the server names a Plausible domain
 * (self-hosted: its own script URL). Calls made meanwhile wait, then go to
 * Plausible's own queue (`window.plausible.q`), which its script replays.
 */
export function createPlausibleProvider(): AnalyticsProvider {
  let state: 'idle' | 'pending' | 'on' | 'off' = 'idle';
  let waiting: Call[] = [];

  function send(...call: Call): void {
    if (state === 'on') window.plausible?.(...call);
    else if (state === 'pending') waiting.push(call);
  }

  function start(domain: string, scriptUrl: string): void {
    window.plausible ??= Object.assign((...call: Call) => void (window.plausible!.q ??= []).push(call), {
      q: [] as unknown[][],
    });
    const script = document.createElement('script');
    script.defer = true;
    script.dataset.domain = domain;
    script.src = scriptUrl;
    document.head.append(script);
    state = 'on';
    for (const call of waiting) window.plausible(...call);
    waiting = [];
  }

  return {
    load() {
      if (state !== 'idle') return;
      state = 'pending';
      // The API client and its schemas load only now, after consent: not part of a first visit.
      Promise.all([import('./api-client'), import('@shared/schemas/analytics')])
        .then(async ([{ api }, { analyticsConfigSchema }]) => {
          const { plausible } = analyticsConfigSchema.parse(await api.get<unknown>('/api/analytics/config'));
          if (plausible) start(plausible.domain, plausible.scriptUrl);
          else state = 'off';
        })
        .catch(() => {
          // No configuration, no analytics: the page works the same without them.
          state = 'off';
        })
        .finally(() => {
          if (state === 'off') waiting = [];
        });
    },
    pageView(path) {
      send('pageview', { u: new URL(path, window.location.origin).href });
    },
    event(category, label, value) {
      const props = { ...(label !== undefined ? { label } : {}), ...(value !== undefined ? { value } : {}) };
      send(category, Object.keys(props).length > 0 ? { props } : undefined);
    },
  };
}
