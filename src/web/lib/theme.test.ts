import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@shared/constants';
import { getTheme, setTheme, toggleTheme, useTheme } from './theme';

describe('theme', () => {
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
