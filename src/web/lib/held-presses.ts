// A prerendered page (decisions 077, 081) shows real buttons before the app's
// code has arrived: the cookie banner's, the landing page's menu. A press on
// one of them then would do nothing, and on a slow phone that window lasts
// seconds. So presses on buttons are held from the start and replayed, on the
// same elements, once the app has taken the page over: hydration keeps the
// prerendered elements, so each press reaches the handler it was meant for.

/** What a press on a button is made of: Radix menus open on pointerdown or a key, other buttons on click. */
const PRESS_EVENTS = ['pointerdown', 'keydown', 'click'] as const;

/** Starts holding presses on buttons; call the returned function once the app has taken the page over. */
export function holdPresses(): () => void {
  const held: { target: Element; event: Event }[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    // Trusted only: the replayed copies below must not be held again.
    if (target && event.isTrusted) held.push({ target, event });
  };
  for (const type of PRESS_EVENTS) window.addEventListener(type, hold, true);
  return () => {
    for (const type of PRESS_EVENTS) window.removeEventListener(type, hold, true);
    // For tests and the curious: the app has taken over.
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    for (const { target, event } of held.splice(0)) {
      if (!target.isConnected) continue;
      const Copy = event.constructor as new (type: string, init: Event) => Event;
      target.dispatchEvent(new Copy(event.type, event));
    }
  };
}
