import { readConsent, subscribeConsent, type CookieConsent } from './consent';

/**
 * The hook point for analytics (customer-area §7, DECISIONS.md): nothing is
 * loaded or sent unless a provider is registered AND the visitor granted
 * analytics consent. main.tsx registers the Plausible provider (lib/plausible.ts),
 * which loads nothing at all unless the server has analytics configured.
 */
export type AnalyticsProvider = {
  /** Loads the provider's script; called once, only after consent. */
  load: () => void;
  pageView: (path: string) => void;
  event: (category: string, label?: string, value?: number) => void;
};

export type ConsentState = { analyticsStorage: 'granted' | 'denied'; adStorage: 'granted' | 'denied' };

let provider: AnalyticsProvider | null = null;
let loaded = false;
// The page on screen when consent arrives mid-visit is reported then, once.
let unreportedPath: string | null = null;
// Advertising storage is denied until the visitor says otherwise (customer-area §4).
let consentState: ConsentState = { analyticsStorage: 'denied', adStorage: 'denied' };

function apply(consent: CookieConsent | null): void {
  consentState = {
    analyticsStorage: consent?.analytics ? 'granted' : 'denied',
    adStorage: consent?.marketing ? 'granted' : 'denied',
  };
  if (provider && !loaded && consentState.analyticsStorage === 'granted') {
    loaded = true;
    provider.load();
    if (unreportedPath !== null) provider.pageView(unreportedPath);
    unreportedPath = null;
  }
}

/** Reads the stored choice at start-up and follows every later change. */
export function initAnalytics(): () => void {
  apply(readConsent());
  return subscribeConsent(() => apply(readConsent()));
}

export function registerAnalyticsProvider(next: AnalyticsProvider): void {
  provider = next;
  loaded = false;
  unreportedPath = null;
  apply(readConsent());
}

export function getConsentState(): ConsentState {
  return consentState;
}

function canSend(): boolean {
  return provider !== null && loaded && consentState.analyticsStorage === 'granted';
}

/** A route change (the path only: query strings may hold search terms or tokens). */
export function trackPageView(path: string): void {
  if (canSend()) provider!.pageView(path);
  else unreportedPath = path;
}

export function trackEvent(category: string, label?: string, value?: number): void {
  if (canSend()) provider!.event(category, label, value);
}
