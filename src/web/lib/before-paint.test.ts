import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, SIGNED_IN_MARKER_COOKIE, THEME_STORAGE_KEY } from '@shared/constants';
import { readConsent } from './consent';

// public/before-paint.js runs before the app (a classic script, no inline script under our CSP).
const script = readFileSync(resolve(process.cwd(), 'public/before-paint.js'), 'utf8');
const runBeforePaint = () => new Function(script)();
const root = document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  root.className = '';
  root.removeAttribute('data-ask-consent');
});

describe('before-paint.js: the theme', () => {
  it('reads the same storage key as the app', () => {
    expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
  });

  it('defaults to dark and ignores the system setting', () => {
    runBeforePaint();
    expect(root).toHaveClass('dark');
  });

  it('applies a stored light theme', () => {
    root.className = 'dark';
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runBeforePaint();
    expect(root).not.toHaveClass('dark');
  });
});

describe('before-paint.js: the prerendered cookie banner', () => {
  it('reads the same storage key as the app', () => {
    expect(script).toContain(`'${CONSENT_STORAGE_KEY}'`);
  });

  // The banner must show exactly when the app would ask: a visitor who has chosen never sees it flash.
  it.each([
    ['nothing stored', null],
    ['a choice', JSON.stringify({ necessary: true, analytics: true, marketing: false })],
    ['a choice rejecting both', JSON.stringify({ necessary: true, analytics: false, marketing: false })],
    ['unreadable JSON', '{not json'],
    ['a record of another shape', JSON.stringify({ analytics: 'yes', marketing: false })],
    ['null', 'null'],
    ['a number', '3'],
  ])('asks for consent exactly when the app does: %s', (_, raw) => {
    if (raw !== null) window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    runBeforePaint();
    expect(root.hasAttribute('data-ask-consent')).toBe(readConsent() === null);
  });

  it('asks when storage is blocked', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('blocked');
      },
    });
    try {
      runBeforePaint();
    } finally {
      Object.defineProperty(window, 'localStorage', original);
    }
    expect(root).toHaveAttribute('data-ask-consent');
    expect(root).toHaveClass('dark');
  });
});

describe('before-paint.js: the session call (decision 127)', () => {
  const preload = () => document.head.querySelectorAll('link[rel="preload"][href="/api/auth/me"]');
  beforeEach(() => preload().forEach((link) => link.remove()));

  it('reads the same marker cookie as the app', () => {
    expect(script).toContain(`'${SIGNED_IN_MARKER_COOKIE}='`);
  });

  it('starts GET /api/auth/me with the page when the marker is set, once', () => {
    document.cookie = `${SIGNED_IN_MARKER_COOKIE}=1; path=/`;
    runBeforePaint();
    runBeforePaint();
    expect(preload()).toHaveLength(1);
    expect(preload()[0]).toHaveAttribute('crossorigin', 'use-credentials');
    // The loading screen then shows the signed-in shell, not the splash.
    expect(root).toHaveAttribute('data-signed-in');
  });

  it('asks nothing without the marker: a signed-out visitor makes no call the server refuses', () => {
    document.cookie = `${SIGNED_IN_MARKER_COOKIE}=; path=/; max-age=0`;
    runBeforePaint();
    expect(preload()).toHaveLength(0);
    expect(root).not.toHaveAttribute('data-signed-in');
  });
});
