import './app/globals.css';
import { holdPresses } from './lib/held-presses';

// Every screen but a signed-out visitor's landing page. The build prerenders
// the app's first frame into #root (decision 081) and lists the files of the
// path's first screen in a <meta> (decision 080). The frame is painted before
// any of the app's code is fetched: a slow phone shows the loading screen and
// the cookie banner at once, not after the app's 200 KB of script have come
// over the same link. Then every file of the first screen is fetched at once
// (no chain of imports) and the app takes the frame over. The dev server's
// page has an empty #root and no list.

const PRELOADS_PER_TASK = 6;
const prerendered = document.getElementById('root')!.firstElementChild !== null;
// The frame's buttons (the cookie banner's) are live from the first paint: a press before the app has taken over is replayed then.
const replay = prerendered ? holdPresses() : undefined;

/**
 * Starts fetching every file of the first screen, a few links per task: on a
 * slow phone one link costs about 4 ms, and thirty in one task made a 120 ms
 * block just as the app was about to start.
 */
function fetchFirstScreen(then: () => void): void {
  const files = (
    document.querySelector<HTMLMetaElement>('meta[name="first-screen-files"]')?.content.split(' ') ?? []
  ).filter(Boolean);
  const next = (from: number) => {
    document.head.append(
      ...files.slice(from, from + PRELOADS_PER_TASK).map((href) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        return link;
      }),
    );
    if (from + PRELOADS_PER_TASK < files.length) setTimeout(() => next(from + PRELOADS_PER_TASK), 0);
    else then();
  };
  next(0);
}

function start(): void {
  // The start of the app is first in the list, so it is requested with the first batch; importing it after the last
  // batch lets the browser take every file from the preloads instead of asking for some twice.
  fetchFirstScreen(
    () => void import('./boot').then(({ startApp }) => startApp(prerendered ? 'shell' : 'none')).then(replay),
  );
}

// After the frame has been painted: a frame callback runs just before the paint, a task it queues after it.
if (prerendered) requestAnimationFrame(() => setTimeout(start, 0));
else start();
