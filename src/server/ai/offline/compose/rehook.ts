import { wordsOf } from '../read/bank';
import type { IdeaReading } from '../read/read-idea';
import { canOpen, framingQuestion } from './pick';
import type { ComposeInput, Draft } from './types';

/**
 * Versions must open differently. When a draft's hook is one another version
 * already opens with, it opens on another beat of the idea instead (the
 * latest statement not yet used, or a list's first item); the old hook goes
 * back into the body.
 */
export function rehook(
  draft: Draft,
  reading: IdeaReading,
  used: ReadonlySet<string>,
  input: ComposeInput,
): Draft | null {
  const free = reading.beats.filter(
    (b) => canOpen(b) && !used.has(b.text) && !(b.roles.includes('cta') && !b.facts.length),
  );
  const pick = free[free.length - 1];
  if (pick) {
    const body = draft.body.filter((b) => b !== pick && b.text !== pick.text);
    const old = reading.beats.find((b) => b.text === draft.hook);
    return { ...draft, hook: pick.text, body: old ? [old, ...body] : body };
  }
  // A list's own lead ("The secret was simple:") can open the post, its items right below.
  const led = reading.beats.find((b) => b.items && b.text && !used.has(b.text));
  if (led) {
    const body = draft.body.filter((b) => !b.items);
    const old = reading.beats.find((b) => b.text === draft.hook);
    return { ...draft, hook: led.text, body: [{ ...led, text: '' }, ...(old ? [old] : []), ...body] };
  }
  const listBeat = draft.body.find((b) => b.items && b.items.length >= 3 && !used.has(b.items[0]!));
  const old = reading.beats.find((b) => b.text === draft.hook);
  // A list's first item cannot open when the old hook is that list's own lead: the list would follow it twice.
  // Nor when its lead counts the items ("Three things I learned:"): the list would lose one of its count.
  if (!listBeat || old?.items || countsItems(listBeat.text, reading)) return framed(draft, reading, used, input);
  const [first, ...rest] = listBeat.items!;
  const body = draft.body.map((b) => (b === listBeat ? { ...b, items: rest } : b));
  return { ...draft, hook: first!, body: old ? [...body, old] : body };
}

/**
 * Last resort for a two-beat idea, when no beat and no layout is left for
 * another version: the idea's own question opens, else one about its topic,
 * else a question to the reader that fits its kind (none for news).
 */
function framed(draft: Draft, reading: IdeaReading, used: ReadonlySet<string>, input: ComposeInput): Draft | null {
  const hook =
    reading.questions.find((q) => !used.has(q)) ??
    // An idea that asks its own question is not opened by another one ("What would you add?" then its question).
    (reading.questions.length
      ? undefined
      : (framingQuestion(input, input.mood === 'analytical' ? 'fact' : 'topic', { lead: true }) ??
        framingQuestion(input, 'open')));
  if (hook && used.has(hook)) return null;
  if (!hook) return null;
  const body = reading.beats.filter((b) => b.text !== hook);
  return { ...draft, structure: 'question-led', hook, body };
}

/** Whether a list's lead states how many items follow ("3 lessons", "Three things", "Trois choses"). */
export function countsItems(lead: string, reading: IdeaReading): boolean {
  return /\d/.test(lead) || wordsOf(lead).some((w) => reading.bank.countWords.includes(w));
}
