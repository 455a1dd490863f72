import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@shared/constants';
import { getTheme, setTheme, toggleTheme, useTheme } from './theme';

// public/theme-init.js runs before the app (a classic script, no inline script under our CSP).
const themeInit = readFileSync(resolve(process.cwd(), 'public/theme-init.js'), 'utf8');
const runThemeInit = () => new Function(themeInit)();

describe('theme', () => {
  it('theme-init.js reads the same storage key as the app', () => {
    expect(themeInit).toContain(`'${THEME_STORAGE_KEY}'`);
  });

  it('theme-init.js defaults to dark and ignores the system setting', () => {
    document.documentElement.className = '';
    runThemeInit();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('theme-init.js applies a stored light theme', () => {
    document.documentElement.className = 'dark';
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runThemeInit();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('toggling switches the class and remembers the choice', () => {
    setTheme('dark');
    toggleTheme();
    expect(getTheme()).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    toggleTheme();
    expect(getTheme()).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('useTheme re-renders on change', () => {
    setTheme('dark');
    const { result } = renderHook(() => useTheme());
    expect(result.current).toBe('dark');
    act(() => toggleTheme());
    expect(result.current).toBe('light');
  });
});
