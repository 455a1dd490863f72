import { describe, expect, it } from 'vitest';
import { createSpellingThread } from './fix-typos-in-thread';

// Decision 111: nspell builds a dictionary synchronously (seconds; French 8 s
// and 560 MB). Built on the app's event loop, every other request of that
// process waited. In the spelling thread, the loop keeps answering.

describe('the spelling thread', () => {
  it('loads a dictionary without holding up the event loop, and fixes the typo', async () => {
    const thread = createSpellingThread();
    try {
      let last = performance.now();
      let longestWait = 0;
      const tick = setInterval(() => {
        const now = performance.now();
        longestWait = Math.max(longestWait, now - last);
        last = now;
      }, 10);
      const started = performance.now();
      const text = await thread.fixTypos('Ons nieuwe kantor in Gent opent in de lente.', 'nl');
      const took = performance.now() - started;
      clearInterval(tick);
      expect(text).toBe('Ons nieuwe kantoor in Gent opent in de lente.');
      // On the event loop the longest wait would be the whole load; here it is a fraction of it.
      console.log(
        `spelling thread: Dutch loaded in ${Math.round(took)} ms, longest event-loop wait ${Math.round(longestWait)} ms`,
      );
      expect(longestWait).toBeLessThan(took / 3);
    } finally {
      await thread.stop();
    }
  }, 120_000);

  it('answers requests sent before its dictionary has loaded, each with its own text', async () => {
    const thread = createSpellingThread();
    try {
      const answers = await Promise.all([
        thread.fixTypos('i think the meetnig went well.', 'en'),
        thread.fixTypos('The budget was aproved on Monday.', 'en'),
        thread.fixTypos('Nothing to fix here.', 'en'),
      ]);
      expect(answers).toEqual([
        'I think the meeting went well.',
        'The budget was approved on Monday.',
        'Nothing to fix here.',
      ]);
    } finally {
      await thread.stop();
    }
  }, 120_000);
});
