/**
 * Asks before the browser's Back or Forward button leaves a page with unsaved
 * work. The app's BrowserRouter has no navigation blocker, and by the time a
 * `popstate` listener added by a page runs, the router's own listener (added
 * first, and at the window target listeners run in the order they were added)
 * has already rendered the next page and unmounted the one with the work. So
 * this listener is installed once at boot, before the router, and a page only
 * says what to protect.
 */

type Guarded = { url: string; state: unknown; confirmLeave: () => boolean };

let guarded: Guarded | null = null;

function onPopState(event: PopStateEvent) {
  const current = guarded;
  if (!current || window.location.href === current.url) return;
  if (current.confirmLeave()) {
    guarded = null;
    return;
  }
  // Refused: the router never hears of it, and the page's URL comes back.
  event.stopImmediatePropagation();
  window.history.pushState(current.state, '', current.url);
}

/** Called once at boot, before the router is created. */
export function installBackGuard(): void {
  window.addEventListener('popstate', onPopState);
}

/** Protects the current page until the returned function is called. */
export function guardBack(confirmLeave: () => boolean): () => void {
  const entry: Guarded = { url: window.location.href, state: window.history.state as unknown, confirmLeave };
  guarded = entry;
  return () => {
    if (guarded === entry) guarded = null;
  };
}
