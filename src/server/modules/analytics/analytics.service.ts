import type { AnalyticsConfig } from '@shared/schemas/analytics';

/**
 * Plausible Cloud's script without automatic page views: the app reports a
 * page view on every route change itself, so nothing is counted twice.
 */
export const DEFAULT_PLAUSIBLE_SCRIPT_URL = 'https://plausible.io/js/script.manual.js';

type Deps = { plausibleDomain: string | undefined; scriptUrl: string | undefined };

/**
 * Which analytics the page may load after consent. Plausible is on when
 * ANALYTICS_PLAUSIBLE_DOMAIN names the site; ANALYTICS_SCRIPT_URL points at a
 * self-hosted instance's script (its origin also receives the events).
 */
export function createAnalyticsService({ plausibleDomain, scriptUrl }: Deps) {
  const config: AnalyticsConfig = {
    plausible: plausibleDomain
      ? { domain: plausibleDomain, scriptUrl: scriptUrl ?? DEFAULT_PLAUSIBLE_SCRIPT_URL }
      : null,
  };
  return {
    config: (): AnalyticsConfig => config,
    /** The one third-party origin the CSP lets the page load scripts from and send events to; none unless configured. */
    allowedOrigin: (): string | undefined =>
      config.plausible ? new URL(config.plausible.scriptUrl).origin : undefined,
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
