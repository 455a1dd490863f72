import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, resetToasts, toast, TOAST_REMOVE_DELAY_MS } from './toast';

afterEach(() => resetToasts());

describe('toast queue', () => {
  it('shows a toast with the default style and the 5000 ms default duration', () => {
    toast({ title: 'Saved' });
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Saved', variant: 'default', duration: 5000, open: true }),
    ]);
  });

  it('keeps only one toast visible: the newest replaces the one on screen', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive', description: 'Details' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', description: 'Details' });
  });

  it('closes a dismissed toast, then removes it after its exit animation', () => {
    vi.useFakeTimers();
    const { dismiss } = toast({ title: 'Bye' });
    dismiss();
    expect(getToasts()[0]).toMatchObject({ title: 'Bye', open: false });
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(getToasts()).toEqual([]);
  });

  it('dismissToast without an id closes everything; update changes a live toast', () => {
    const handle = toast({ title: 'Working' });
    handle.update({ title: 'Done', description: 'All good' });
    expect(getToasts()[0]).toMatchObject({ title: 'Done', description: 'All good' });
    dismissToast();
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('honours a custom duration', () => {
    toast({ title: 'Quick', duration: 3000 });
    expect(getToasts()[0]?.duration).toBe(3000);
  });
});
