import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@shared/constants';

/**
 * The app-wide toast queue, usable from anywhere (components, mutations,
 * plain functions). Only one toast is visible at a time (customer-area §2):
 * a new toast replaces the one on screen, so the latest news always wins.
 * The <Toaster /> renders the queue with Radix Toast.
 */
export type ToastVariant = 'default' | 'destructive';
export type ToastAction = { label: string; onClick: () => void; altText?: string };
export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to 5000. */
  duration?: number;
};
export type ToastItem = ToastInput & { id: string; open: boolean; duration: number };

export const TOAST_LIMIT = 1;
/** How long a closed toast stays mounted so its exit animation can play. */
export const TOAST_REMOVE_DELAY_MS = 200;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(input: ToastInput): {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastInput>) => void;
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = {
    variant: 'default',
    ...input,
    id,
    open: true,
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  // Newest first; anything beyond the limit leaves at once.
  const next = [item, ...toasts].slice(0, TOAST_LIMIT);
  for (const dropped of toasts) {
    if (!next.includes(dropped)) clearTimer(dropped.id);
  }
  emit(next);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch) => emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))),
  };
}

function clearTimer(id: string): void {
  const timer = removalTimers.get(id);
  if (timer) clearTimeout(timer);
  removalTimers.delete(id);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => (id === undefined || t.id === id) && t.open);
  if (closing.length === 0) return;
  emit(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
  closing.forEach((t) => scheduleRemoval(t.id));
}

export function getToasts(): ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}

/** Test helper: forgets every toast and timer. */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  emit([]);
}
