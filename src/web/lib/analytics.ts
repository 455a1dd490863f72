import { readConsent, subscribeConsent, type CookieConsent } from './consent';

/**
 * The hook point for analytics (customer-area §7, DECISIONS.md): nothing is
 * loaded or sent unless a provider is registered AND the visitor granted
 * analytics consent. No provider exists yet; when one is configured it
 * registers here and receives page views and events from then on.
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
  apply(readConsent());
}

export function getConsentState(): ConsentState {
  return consentState;
}

function canSend(): boolean {
  return provider !== null && loaded && consentState.analyticsStorage === 'granted';
}

export function trackPageView(path: string): void {
  if (canSend()) provider!.pageView(path);
}

export function trackEvent(category: string, label?: string, value?: number): void {
  if (canSend()) provider!.event(category, label, value);
}
