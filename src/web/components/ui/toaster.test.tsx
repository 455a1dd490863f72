import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast } from '@/lib/toast';
import { Toaster } from './toaster';

afterEach(() => resetToasts());

describe('<Toaster />', () => {
  it('renders title, description and an action that runs its handler', async () => {
    const onUndo = vi.fn();
    render(<Toaster />);
    act(
      () =>
        void toast({
          title: 'Post deleted',
          description: 'It is gone from your history.',
          action: { label: 'Undo', onClick: onUndo },
        }),
    );

    expect(screen.getByText('Post deleted')).toBeVisible();
    expect(screen.getByText('It is gone from your history.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('shows one toast at a time, in the destructive style when asked', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Payment Error', variant: 'destructive' }));

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    const title = screen.getByText('Payment Error');
    expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes from its close button', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Closable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notifications', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Hello' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: /Notifications/ })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });
});
