import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy*/waitFor wait up to 5 s instead of 1: CI runs this suite on 2 cores beside other suites (load 8 seen),
// where a render that takes 50 ms here can take over a second. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks a few browser APIs that Radix primitives and our effects use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Component tests answer GET /api/auth/me themselves (signed in or 401): the session marker (decision 127) lets the
// app ask, as a browser that has signed in before does.
document.cookie = 'pw_signed_in=1; path=/';

// Any console.error (React warnings, failed prop types, act() issues) fails the test.
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = [...consoleError.mock.calls];
  consoleError.mockRestore();
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.body.removeAttribute('style');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (calls.length > 0)
    throw new Error(`console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
});
