import './app/globals.css';
import { holdPresses } from './lib/held-presses';

// The one script of the prerendered landing page (decision 077). The page is
// complete without JavaScript: its links are real anchors. The React app (with
// the cookie banner, the theme toggle, the menu) loads once the page has
// loaded and the browser is idle, or at the visitor's first sign of intent,
// and hydrates the markup in place (nothing moves). A button pressed before
// the app is there is pressed again, on the same element, once it is.

const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'mouseover'] as const;
const replay = holdPresses();
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  void import('./boot').then(({ startApp }) => startApp('landing')).then(replay);
}

for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });

function whenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 1500 });
  else setTimeout(start, 200);
}
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
