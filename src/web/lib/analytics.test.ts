import { describe, expect, it, vi } from 'vitest';
import { getConsentState, initAnalytics, registerAnalyticsProvider, trackEvent, trackPageView } from './analytics';
import { ACCEPT_ALL, resetConsent, saveConsent } from './consent';

function fakeProvider() {
  return { load: vi.fn(), pageView: vi.fn(), event: vi.fn() };
}

describe('analytics hook point', () => {
  it('denies analytics and advertising storage until the visitor consents', () => {
    const stop = initAnalytics();
    expect(getConsentState()).toEqual({ analyticsStorage: 'denied', adStorage: 'denied' });
    saveConsent({ analytics: true, marketing: false });
    expect(getConsentState()).toEqual({ analyticsStorage: 'granted', adStorage: 'denied' });
    resetConsent();
    expect(getConsentState()).toEqual({ analyticsStorage: 'denied', adStorage: 'denied' });
    stop();
  });

  it('never loads or sends anything without analytics consent', () => {
    const stop = initAnalytics();
    const provider = fakeProvider();
    registerAnalyticsProvider(provider);
    saveConsent({ analytics: false, marketing: true });
    trackPageView('/pricing');
    trackEvent('cta', 'hero');
    expect(provider.load).not.toHaveBeenCalled();
    expect(provider.pageView).not.toHaveBeenCalled();
    expect(provider.event).not.toHaveBeenCalled();
    stop();
  });

  it('loads once consent is granted, then reports page views and events', () => {
    const stop = initAnalytics();
    const provider = fakeProvider();
    registerAnalyticsProvider(provider);
    saveConsent(ACCEPT_ALL);
    saveConsent(ACCEPT_ALL);
    expect(provider.load).toHaveBeenCalledTimes(1);
    trackPageView('/contact');
    trackEvent('signup', 'landing', 1);
    expect(provider.pageView).toHaveBeenCalledWith('/contact');
    expect(provider.event).toHaveBeenCalledWith('signup', 'landing', 1);
    stop();
  });

  it('reports the page on screen when consent arrives mid-visit, once', () => {
    const stop = initAnalytics();
    const provider = fakeProvider();
    registerAnalyticsProvider(provider);
    trackPageView('/pricing');
    expect(provider.pageView).not.toHaveBeenCalled();
    saveConsent(ACCEPT_ALL);
    expect(provider.load).toHaveBeenCalledTimes(1);
    expect(provider.pageView).toHaveBeenCalledTimes(1);
    expect(provider.pageView).toHaveBeenCalledWith('/pricing');
    trackPageView('/contact');
    expect(provider.pageView).toHaveBeenLastCalledWith('/contact');
    expect(provider.pageView).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a stored grant loads analytics at start-up', () => {
    saveConsent(ACCEPT_ALL);
    const provider = fakeProvider();
    registerAnalyticsProvider(provider);
    const stop = initAnalytics();
    expect(provider.load).toHaveBeenCalledTimes(1);
    stop();
  });
});
