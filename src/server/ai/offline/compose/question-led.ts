import { bodyWithout, canLeadWithQuestion, findBeat } from './pick';
import type { Composer } from './types';

/** Opens on the idea's own question; the idea answers it below, its strongest number first. */
export const questionLed: Composer = {
  structure: 'question-led',
  // A stock question to the reader ("What's your take?") never opens a post: only the idea's own question does.
  fits: canLeadWithQuestion,
  compose(input) {
    const { reading } = input;
    const own = findBeat(reading.beats, ['question']);
    if (own >= 0) return { structure: 'question-led', hook: reading.beats[own]!.text, body: bodyWithout(reading, own) };
    const strongest = findBeat(reading.beats, ['number', 'claim', 'lesson']);
    const hook = strongest >= 0 ? strongest : 0;
    return { structure: 'question-led', hook: reading.beats[hook]!.text, body: bodyWithout(reading, hook) };
  },
};
