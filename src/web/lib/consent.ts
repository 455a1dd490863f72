import { useSyncExternalStore } from 'react';
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from '@shared/constants';

/** The stored cookie consent record (customer-area §3). Necessary cookies are always on. */
export type CookieConsent = { necessary: true; analytics: boolean; marketing: boolean };
export type ConsentChoice = { analytics: boolean; marketing: boolean };

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_OPTIONAL: ConsentChoice = { analytics: false, marketing: false };

const listeners = new Set<() => void>();
// Snapshots must be stable between changes for useSyncExternalStore.
let cachedRaw: string | null | undefined;
let cachedConsent: CookieConsent | null = null;
// Used only when storage is blocked, so a choice still holds for this page view.
let volatileConsent: CookieConsent | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): CookieConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { analytics, marketing } = value as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { necessary: true, analytics, marketing };
  } catch {
    return null;
  }
}

/** The visitor's stored choice, or null when they have not chosen yet (or it is unreadable). */
export function readConsent(): CookieConsent | null {
  const raw = readRaw();
  if (raw === null && volatileConsent) return volatileConsent;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedConsent = parse(raw);
  }
  return cachedConsent;
}

/** When the stored choice was made (ISO timestamp), or null. */
export function readConsentDate(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_DATE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Stores the record and its date, then tells every subscriber (analytics among them). */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  const record: CookieConsent = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
  const raw = JSON.stringify(record);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    window.localStorage.setItem(CONSENT_DATE_STORAGE_KEY, now.toISOString());
  } catch {
    volatileConsent = record;
  }
  cachedRaw = raw;
  cachedConsent = record;
  notify();
  return record;
}

/** Forgets the choice and its date (profile → Cookie Preferences); the banner shows again. */
export function resetConsent(): void {
  try {
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    window.localStorage.removeItem(CONSENT_DATE_STORAGE_KEY);
  } catch {
    // Nothing stored that we could reach.
  }
  volatileConsent = null;
  cachedRaw = undefined;
  notify();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}

// The Cookie Preferences dialog can be opened from anywhere (footer, profile).
const dialogListeners = new Set<() => void>();
let dialogOpen = false;
// The dialog has no Radix trigger, so we remember who opened it to give focus back.
let opener: HTMLElement | null = null;

export function setCookiePreferencesOpen(open: boolean): void {
  if (dialogOpen === open) return;
  if (open) opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  dialogOpen = open;
  dialogListeners.forEach((listener) => listener());
}

export function openCookiePreferences(): void {
  setCookiePreferencesOpen(true);
}

/** Where focus goes when the dialog closes: its opener, or the main content if the opener is gone (the banner). */
export function takeCookiePreferencesOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  if (element?.isConnected) return element;
  return document.getElementById('main-content');
}

export function useCookiePreferencesOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      dialogListeners.add(listener);
      return () => dialogListeners.delete(listener);
    },
    () => dialogOpen,
    () => false,
  );
}
