import { useEffect } from 'react';
import { guardBack } from '@/lib/back-guard';

export const UNSAVED_EDITS_MESSAGE = 'You have an unsaved edit. Leave this page and lose it?';

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

function onLinkClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.origin !== window.location.origin)
    return;
  if (!window.confirm(UNSAVED_EDITS_MESSAGE)) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
}

/** How many cards hold an unsaved edit: one set of listeners serves them all, so the question is asked once. */
let dirtyEditors = 0;
let releaseBack: (() => void) | null = null;

/**
 * Warns before an unsaved edit is lost: the browser's own prompt when the tab
 * closes or reloads, a confirmation when an in-app link is followed, and the
 * same confirmation on the browser's Back and Forward buttons (the app's
 * BrowserRouter has no navigation blocker, so both are caught here).
 */
export function useUnsavedEditsWarning(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    if (dirtyEditors++ === 0) {
      releaseBack = guardBack(() => window.confirm(UNSAVED_EDITS_MESSAGE));
      window.addEventListener('beforeunload', onBeforeUnload);
      document.addEventListener('click', onLinkClick, true);
    }
    return () => {
      if (--dirtyEditors === 0) {
        releaseBack?.();
        releaseBack = null;
        window.removeEventListener('beforeunload', onBeforeUnload);
        document.removeEventListener('click', onLinkClick, true);
      }
    };
  }, [isDirty]);
}
