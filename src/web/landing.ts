import './app/globals.css';

// The one script of the prerendered landing page (decision 077). The page is
// complete without JavaScript: its links are real anchors. The React app (with
// the cookie banner, the theme toggle, the menu) loads once the page has
// loaded and the browser is idle, or at the visitor's first sign of intent,
// and hydrates the markup in place (nothing moves). A button pressed before
// the app is there is pressed again, on the same element, once it is.

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'mouseover'] as const;
/** What a press on a button is made of: Radix menus open on pointerdown or a key, other buttons on click. */
const PRESS_EVENTS = ['pointerdown', 'keydown', 'click'] as const;
const held: { target: Element; event: Event }[] = [];
let started = false;

function holdPress(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  if (target && event.isTrusted) held.push({ target, event });
}

function replay(): void {
  for (const type of PRESS_EVENTS) window.removeEventListener(type, holdPress, true);
  // For tests and the curious: the app has taken over.
  document.getElementById('root')?.setAttribute('data-hydrated', '');
  for (const { target, event } of held.splice(0)) {
    if (!target.isConnected) continue;
    const Copy = event.constructor as new (type: string, init: Event) => Event;
    target.dispatchEvent(new Copy(event.type, event));
  }
}

function start(): void {
  if (started) return;
  started = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  void import('./boot').then(({ startApp }) => startApp('landing')).then(replay);
}

for (const type of PRESS_EVENTS) window.addEventListener(type, holdPress, true);
for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });

function whenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1500 });
  else setTimeout(start, 200);
}
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
