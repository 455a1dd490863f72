import type { IdeaReading } from '../read/read-idea';
import { canOpen } from './pick';
import type { Draft } from './types';

// What a reader sees as a post's structure: its first line and its layout.
// Regenerate asks for other shapes, not only other endings (issue #22).

/** The first line's words and the layout below it (a list, paragraphs of several sentences, or a line per beat). */
export function shapeOf(post: string): string {
  const lines = post.split('\n').filter((line) => line.trim() !== '');
  const first = (lines[0] ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const layout = lines.some((line) => /^(?:[-•→▪]|\d+\.)\s/.test(line))
    ? 'list'
    : lines.some((line) => /[.!?…] +\p{Lu}/u.test(line))
      ? 'sentences'
      : 'lines';
  return `${first}|${layout}`;
}

/** The same draft told another way: another layout, another beat as the hook, the body the other way round. */
export function reshaped(draft: Draft, reading: IdeaReading): Draft[] {
  const old = reading.beats.filter((b) => b.text === draft.hook);
  const prose = draft.body.filter((b) => b.text && !b.items);
  return [
    { ...draft, paragraphs: !draft.paragraphs },
    ...(draft.body.some((b) => b.items) ? [{ ...draft, prose: !draft.prose }] : []),
    ...reading.beats
      .filter((b) => canOpen(b) && b.text !== draft.hook)
      .flatMap((b) => {
        const body = [...old, ...draft.body.filter((o) => o.text !== b.text)];
        return [
          { ...draft, hook: b.text, body, keepOrder: true },
          { ...draft, hook: b.text, body, keepOrder: true, paragraphs: !draft.paragraphs },
        ];
      }),
    ...(prose.length >= 2 ? [{ ...draft, body: [...draft.body].reverse(), keepOrder: true }] : []),
  ];
}
