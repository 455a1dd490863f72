import type { Mood } from '@shared/constants';
import emojiBank from '../banks/emojis.json' with { type: 'json' };
import type { Beat } from '../read/read-idea';
import { capitalise, endSentence, lowerFirst } from '../read/sentences';
import { editLine, fitHook } from './edit-line';
import { closing } from './closing';
import { hashtagsFor } from './hashtags';
import type { RenderInput } from './types';

// Lays a draft out for its length, mood and platform. Length decides how much
// of the idea's detail is laid out (short: the hook and the facts; long:
// every beat, lists as lists, a framing line); it never pads.

type Block = { lines: string[]; list?: boolean };

export function renderPost(input: RenderInput): string {
  const { draft, reading, mood, platform, postLength, random, habits } = input;
  const bank = reading.bank;
  const edit = (text: string) => editLine(text, bank, mood);
  // A hook taken from an unfinished note gets its full stop ("…end them" → "…end them."); an emoji stays last.
  const [hook, ...spill] = fitHook(edit(draft.hook), bank).map((line, i) =>
    i === 0 && /[\p{L}\p{N}]$/u.test(line) ? endSentence(line) : line,
  );
  const spilled: Beat[] = [...spill.map((text): Beat => ({ text, roles: [], facts: [] })), ...draft.body];
  const told = withoutHook(spilled, draft.hook);
  const ordered = draft.keepOrder ? told : liftPoint(told, reading.wordCount);
  const beats = draft.prose ? ordered.map(asSentences) : ordered;
  const markerPick = random.int(3); // drawn at every length, so the later picks match between lengths
  const blocks =
    postLength === 'short' && draft.structure !== 'list'
      ? shortBlocks(beats, edit)
      : fullBlocks(beats, edit, postLength === 'long', reading.bank.listMarkers, markerPick);
  const { opener, question, close } = closing(input, hook ?? '', beats);
  const emojis = input.includeEmojis ? (habits?.emojis.length ? habits.emojis : emojiBank[mood as Mood]) : [];
  const emoji = emojis.length ? ` ${random.pick(emojis)}` : '';
  const merged = draft.oneParagraph && blocks.length === 1 && !blocks[0]!.list;
  const hookLine = merged ? `${hook} ${blocks[0]!.lines.join(' ')}${emoji}` : `${hook ?? ''}${emoji}`;
  if (merged) blocks.length = 0;
  const link =
    input.linkUrl && !reading.text.includes(input.linkUrl)
      ? random.pick(bank.linkLine).replace('{url}', input.linkUrl)
      : '';
  const tags = input.includeHashtags ? hashtagsFor(reading, platform, habits) : [];
  const ending = [question, close].filter(Boolean) as string[];
  // Facebook reads as paragraphs unless this version was laid out otherwise on purpose.
  const paragraphs = draft.paragraphs ?? platform === 'facebook';
  const body = paragraphs ? toParagraphs(blocks) : blocks;
  const compact = platform === 'instagram' || (habits !== null && !habits.airy);
  const parts = [
    ...(opener ? [opener] : []),
    hookLine,
    ...(compact
      ? [body.map((b) => b.lines.join('\n')).join('\n')].filter(Boolean)
      : body.map((b) => b.lines.join('\n'))),
    ...(ending.length ? [ending.join(compact ? '\n' : '\n\n')] : []),
    ...(link ? [link] : []),
    ...(tags.length ? [tags.join(' ')] : []),
  ];
  return parts
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const same = (a: string, b: string) =>
  a
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim() ===
  b
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The hook is said once: a line or list item that repeats it is left out of the body (a list of one becomes a line). */
function withoutHook(beats: readonly Beat[], hook: string): Beat[] {
  return beats.flatMap((beat): Beat[] => {
    if (!beat.items) return beat.text && same(beat.text, hook) ? [] : [beat];
    const items = beat.items.filter((item) => !same(item, hook));
    if (items.length === beat.items.length) return [beat];
    if (items.length >= 2) return [{ ...beat, items }];
    const lines = [beat.text, ...items].filter(Boolean);
    return lines.length ? [{ ...beat, items: undefined, text: lines.join(' ') }] : [];
  });
}

/**
 * A long note buries its point at the end: the editor lifts the last
 * statement to just after the hook, so the post does not retell the note in
 * its own order.
 */
function liftPoint(beats: Beat[], wordCount: number): Beat[] {
  if (wordCount <= 40) return beats;
  const statements = beats.filter(
    (b) => b.text && !b.items && !b.roles.includes('cta') && !b.roles.includes('question'),
  );
  const last = statements[statements.length - 1];
  // A point that leans on the line before it ("It took…") stays after that line.
  if (!last || last.roles.includes('followsOn') || statements.length < 2 || beats[0] === last) return beats;
  return [last, ...beats.filter((b) => b !== last)];
}

/** A list beat as one line of sentences: its lead, then each item ("Their platform serves 9 schools. Teachers…"). */
function asSentences(beat: Beat): Beat {
  if (!beat.items) return beat;
  const text = [beat.text, ...beat.items.map((item) => endSentence(capitalise(item)))].filter(Boolean).join(' ');
  return { ...beat, items: undefined, text };
}

/** Short: the hook plus the beats that carry facts or a call to action, in at most two lines. */
function shortBlocks(beats: readonly Beat[], edit: (t: string) => string): Block[] {
  const carrying = beats.filter(
    (b) =>
      b.facts.length ||
      b.items ||
      b.roles.includes('cta') ||
      b.roles.includes('quoted') ||
      /\p{Lu}/u.test(b.text.slice(1)),
  );
  const kept = carrying.length ? carrying : beats.slice(0, 1);
  const texts = kept.map((b) =>
    b.items
      ? [b.text, b.items.map((item, i) => (i ? lowerFirst(item) : item)).join('; ')].filter(Boolean).join(' ')
      : edit(b.text),
  );
  if (texts.length <= 2) return texts.map((t) => ({ lines: [t] }));
  const half = Math.ceil(texts.length / 2);
  return [{ lines: [texts.slice(0, half).join(' ')] }, { lines: [texts.slice(half).join(' ')] }];
}

/** Medium and long: one beat per line, enumerations as lists. Long lays a run of detail beats out as a list too. */
function fullBlocks(
  beats: readonly Beat[],
  edit: (t: string) => string,
  long: boolean,
  markers: readonly string[],
  pick: number,
): Block[] {
  const marker = markers[pick % markers.length]!;
  const blocks: Block[] = [];
  for (const beat of beats) {
    if (beat.items) {
      blocks.push({
        lines: [
          ...(beat.text ? [edit(beat.text)] : []),
          ...beat.items.map((item, i) => `${marker === '-' ? `${i + 1}.` : marker} ${edit(item)}`),
        ],
        list: true,
      });
    } else blocks.push({ lines: [edit(beat.text)] });
  }
  if (!long || blocks.some((b) => b.list)) return blocks;
  // Long without a list: consecutive detail lines (no question, no call to action) become one.
  const details = blocks.filter((b, i) => !beats[i]!.roles.includes('question') && !beats[i]!.roles.includes('cta'));
  if (details.length < 3) return blocks;
  const listed: Block = { lines: details.map((b) => `${marker} ${b.lines[0]!.replace(/[.;]$/, '')}`), list: true };
  return [listed, ...blocks.filter((b) => !details.includes(b))];
}

function toParagraphs(blocks: readonly Block[]): Block[] {
  const out: Block[] = [];
  let current: string[] = [];
  for (const block of blocks) {
    if (block.list) {
      if (current.length) out.push({ lines: [current.join(' ')] });
      current = [];
      out.push(block);
      continue;
    }
    current.push(block.lines.join(' '));
    if (current.length === 2) {
      out.push({ lines: [current.join(' ')] });
      current = [];
    }
  }
  if (current.length) out.push({ lines: [current.join(' ')] });
  return out;
}
