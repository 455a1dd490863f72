import { printable } from './card-renderer';

// What a card says, read from the post itself (no AI): its hook (the first line or sentence), the idea's key
// figure (the first number with its unit, and the sentence around it), and its points (bullet lines, else
// its sentences).

const BULLET = /^\s*(?:[-*•·▪►→✓✔✅]|➡️|➡|\d{1,2}[.)])\s*/u;
const FIGURE = /(?:[€$£]\s?)?\d[\d.,]*(?:\s?(?:%|x|×|k|K|M|m|bn|€|\$|£))?/;
const HASHTAGS = /(^|\s)#[\p{L}\p{N}_]+/gu;

const clean = (text: string) => printable(text.replace(HASHTAGS, ' ').replace(/\s+/g, ' '));
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
const lines = (content: string) =>
  content
    .split(/\n+/)
    .map(clean)
    .filter((line) => line.length > 0);

function sentences(content: string): string[] {
  return clean(content)
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 2);
}

/** The post's opening line, or its first sentence when the opening runs long. */
export function hookOf(content: string): string {
  const first = lines(content)[0] ?? '';
  const sentence = sentences(first)[0] ?? first;
  return clip(first.length <= 160 ? first : sentence, 180);
}

/** The key figure of the idea (or the post): the number itself and the sentence it stands in. */
export function keyFigureOf(idea: string, content: string): { figure: string; caption: string } | null {
  for (const text of [idea, content]) {
    for (const sentence of sentences(text)) {
      const match = FIGURE.exec(sentence);
      if (match && /\d/.test(match[0])) {
        const figure = match[0].trim().replace(/[.,]$/, '');
        // The whole sentence: cut around the number, it would read "time by in one quarter".
        return { figure, caption: clip(sentence, 140) };
      }
    }
  }
  return null;
}

/** The post's points: its bullet lines when it has some, else its sentences after the hook. */
export function pointsOf(content: string, max: number): string[] {
  const bulleted = content
    .split(/\n+/)
    .filter((line) => BULLET.test(line))
    .map((line) => clean(line.replace(BULLET, '')))
    .filter(Boolean);
  const points = bulleted.length >= 2 ? bulleted : sentences(content).slice(1);
  return points.slice(0, max).map((p) => clip(p, 140));
}

/** The post's closing call to action: its last question or its last sentence. */
export function callToActionOf(content: string): string {
  const all = sentences(content);
  return clip([...all].reverse().find((s) => s.endsWith('?')) ?? all[all.length - 1] ?? 'What do you think?', 160);
}
