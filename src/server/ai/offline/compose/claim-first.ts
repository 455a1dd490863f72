import { bodyWithout, canOpen, findBeat, isText } from './pick';
import type { Composer } from './types';

/**
 * Opens on the idea's claim or lesson (an inspiring post puts the lesson
 * first); without a cue word, the idea's last statement, where a note usually
 * lands its point.
 */
export const claimFirst: Composer = {
  structure: 'claim-first',
  fits: (reading) => reading.beats.filter(isText).length >= 2,
  compose({ reading, mood }) {
    const roles = mood === 'inspiring' ? (['lesson', 'claim'] as const) : (['claim', 'lesson'] as const);
    let hook = findBeat(reading.beats, roles, (b) => b.roles.includes('question') || b.roles.includes('cta'));
    if (hook < 0) {
      const statements = reading.beats
        .map((b, i) => ({ b, i }))
        .filter(({ b }) => canOpen(b) && !b.roles.includes('question') && !b.roles.includes('cta'));
      hook = statements.length > 1 ? statements[statements.length - 1]!.i : (statements[0]?.i ?? 0);
    }
    return { structure: 'claim-first', hook: reading.beats[hook]!.text, body: bodyWithout(reading, hook) };
  },
};
