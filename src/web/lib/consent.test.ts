import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from '@shared/constants';
import {
  ACCEPT_ALL,
  readConsent,
  readConsentDate,
  REJECT_OPTIONAL,
  resetConsent,
  saveConsent,
  subscribeConsent,
  useConsent,
} from './consent';

describe('cookie consent storage', () => {
  it('has no choice until the visitor makes one', () => {
    expect(readConsent()).toBeNull();
    expect(readConsentDate()).toBeNull();
  });

  it('stores the record with necessary always true, and the date under its own key', () => {
    const now = new Date('2025-03-04T10:11:12.000Z');
    saveConsent({ analytics: true, marketing: false }, now);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    expect(window.localStorage.getItem(CONSENT_DATE_STORAGE_KEY)).toBe('2025-03-04T10:11:12.000Z');
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(readConsentDate()).toBe('2025-03-04T10:11:12.000Z');
  });

  it('Accept All grants analytics and marketing; Reject Optional refuses both', () => {
    saveConsent(ACCEPT_ALL);
    expect(readConsent()).toEqual({ necessary: true, analytics: true, marketing: true });
    saveConsent(REJECT_OPTIONAL);
    expect(readConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it('treats a damaged stored value as no choice, so the banner asks again', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'yes' }));
    expect(readConsent()).toBeNull();
  });

  it('reset clears the record and its date', () => {
    saveConsent(ACCEPT_ALL);
    resetConsent();
    expect(readConsent()).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(CONSENT_DATE_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers about every change and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent(ACCEPT_ALL);
    resetConsent();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveConsent(REJECT_OPTIONAL);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('useConsent follows the stored choice', () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current).toBeNull();
    act(() => void saveConsent({ analytics: false, marketing: true }));
    expect(result.current).toEqual({ necessary: true, analytics: false, marketing: true });
    act(() => resetConsent());
    expect(result.current).toBeNull();
  });
});
