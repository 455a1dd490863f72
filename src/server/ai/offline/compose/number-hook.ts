import { bodyWithout, canOpen, findBeat } from './pick';
import type { Composer } from './types';

/** Opens on the idea's strongest number, with its noun; the rest follows in the idea's order. */
export const numberHook: Composer = {
  structure: 'number-hook',
  fits: (reading) => findBeat(reading.beats, ['number']) >= 0,
  compose({ reading }) {
    // The beat with the most facts is the strongest number line.
    // A line that leans on an earlier one ("It took 4 months") does not open, whatever its numbers.
    const scored = reading.beats
      .map((b, i) => ({ i, n: b.items ? -1 : canOpen(b) ? b.facts.length : -0.5 }))
      .sort((a, b) => b.n - a.n);
    const hook = scored[0]!.i;
    return { structure: 'number-hook', hook: reading.beats[hook]!.text, body: bodyWithout(reading, hook) };
  },
};
