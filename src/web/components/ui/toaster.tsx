import { useLayoutEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@shared/constants';
import { dismissToast, useToasts } from '@/lib/toast';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/**
 * Renders the toast queue of lib/toast.ts: one at a time, 5000 ms, swipe
 * right past 50 px to dismiss, F8 focuses the notifications (customer-area §9).
 */
export function Toaster() {
  const toasts = useToasts();
  const bottom = useBottomClearance(toasts.length > 0);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText ?? action.label} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label="Notifications ({hotkey})" style={bottom ? { bottom } : undefined} />
    </ToastProvider>
  );
}

/**
 * Toasts never sit on actionable controls (issue #12): the viewport rises above
 * whatever is fixed at the bottom of the screen and marked `data-toast-avoid`
 * (the cookie banner, the phones' bottom bar). Measured when a toast shows and
 * while the window or those bars change size.
 */
function useBottomClearance(active: boolean): number {
  const [clearance, setClearance] = useState(0);
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => {
      // From the sm breakpoint the viewport sits at the top (toast.tsx): nothing at the bottom to clear.
      if (window.matchMedia?.('(min-width: 640px)')?.matches) return setClearance(0);
      let highest = 0;
      for (const element of document.querySelectorAll('[data-toast-avoid]')) {
        const rect = element.getBoundingClientRect();
        if (rect.height > 0 && rect.width > 0) highest = Math.max(highest, window.innerHeight - rect.top);
      }
      setClearance(Math.max(0, Math.round(highest)));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    for (const element of document.querySelectorAll('[data-toast-avoid]')) observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return clearance;
}
