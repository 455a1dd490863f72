import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast } from '@/lib/toast';
import { Toaster } from './toaster';

// Issue 26: on wider screens toasts sit at the top centre, where no primary action lives; on phones at the bottom,
// above whatever is fixed there (the bottom bar, the cookie banner).

let bar: HTMLElement | undefined;
afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
  bar?.remove();
});

function stubWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 640px)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function renderWithBar() {
  bar = document.createElement('nav');
  bar.setAttribute('data-toast-avoid', '');
  bar.getBoundingClientRect = () =>
    ({
      top: window.innerHeight - 64,
      height: 64,
      width: 390,
      left: 0,
      right: 390,
      bottom: window.innerHeight,
      x: 0,
      y: 0,
      toJSON() {},
    }) as DOMRect;
  document.body.append(bar);
  render(<Toaster />);
  act(() => void toast({ title: 'Saved' }));
  return screen
    .getByRole('region', { name: /Notifications/ })
    .querySelector('[data-slot="toast-viewport"]') as HTMLElement;
}

describe('<Toaster /> placement', () => {
  it('phones: the viewport rises above the bar fixed at the bottom', () => {
    stubWidth(false);
    expect(renderWithBar().style.bottom).toBe('64px');
  });

  it('wider screens: top centre, with nothing to clear at the bottom', () => {
    stubWidth(true);
    const viewport = renderWithBar();
    expect(viewport.style.bottom).toBe('');
    expect(viewport.className).toMatch(/sm:top-\[4\.5rem\]/);
    expect(viewport.className).toMatch(/sm:bottom-auto/);
    expect(viewport.className).toMatch(/sm:-translate-x-1\/2/);
  });
});
