import type { Beat } from '../read/read-idea';
import { bodyWithout, canOpen, findBeat, isText, moodHook } from './pick';
import type { Composer } from './types';

/**
 * The idea's enumeration as a list; without one, its detail beats become the
 * items under the mood's hook.
 */
export const list: Composer = {
  structure: 'list',
  fits: (reading) => reading.beats.some((b) => b.items) || reading.beats.filter(isText).length >= 4,
  compose(input) {
    const { reading } = input;
    // Not the number or the question: those open the other structures.
    const found = findBeat(reading.beats, ['claim', 'lesson'], (b) => b.roles.includes('question'));
    const plain = reading.beats.findIndex(
      (b) => canOpen(b) && !b.roles.some((r) => r === 'number' || r === 'question' || r === 'cta'),
    );
    const hook = found >= 0 ? found : plain >= 0 ? plain : moodHook(input, 0);
    const body = bodyWithout(reading, hook);
    if (body.some((b) => b.items))
      return { structure: 'list', hook: reading.beats[hook]!.text || firstItemsLead(body), body };
    const closing = body.filter((b) => b.roles.includes('cta') || b.roles.includes('question'));
    const details = body.filter((b) => !closing.includes(b));
    const items: Beat = {
      text: '',
      roles: [],
      facts: details.flatMap((b) => b.facts),
      items: details.map((b) => b.text.replace(/[.;]$/, '')),
    };
    return { structure: 'list', hook: reading.beats[hook]!.text, body: [items, ...closing] };
  },
};

function firstItemsLead(body: readonly Beat[]): string {
  return body.find((b) => b.items)?.items?.[0] ?? '';
}
