import { hasCue, type Bank } from './bank';
import { capitalise } from './sentences';

// Enumerations the idea already contains, so the post can lay them out as a
// list: numbered items ("1) … 2) …"), lines with bullets, sequences
// ("first … then … finally …"), colon lists and parallel clauses.

export type Enumeration = { lead: string; items: string[]; from: number; to: number };

const BULLET_LINE = /^\s*(?:[-•*→▪–]|\(?\d{1,2}[.)])\s+/;

/** `sentences` are the idea's sentences; `from`/`to` say which of them the list replaces (inclusive). */
export function findEnumeration(sentences: readonly string[], bank: Bank): Enumeration | null {
  return (
    bulletLines(sentences) ?? sentences.map((s, i) => inline(s, i, bank)).find(Boolean) ?? sequence(sentences, bank)
  );
}

function bulletLines(sentences: readonly string[]): Enumeration | null {
  const marked = sentences.map((s) => BULLET_LINE.test(s));
  const from = marked.indexOf(true);
  if (from < 0) return null;
  let to = from;
  while (marked[to + 1]) to += 1;
  if (to === from) return null;
  const lead = from > 0 && /:$/.test(sentences[from - 1]!) ? sentences[from - 1]! : '';
  const items = sentences.slice(from, to + 1).map((s) => cleanItem(s.replace(BULLET_LINE, '')));
  return { lead, items, from: lead ? from - 1 : from, to };
}

function inline(sentence: string, index: number, bank: Bank): Enumeration | null {
  const numbered = numberedItems(sentence);
  if (numbered) return { ...numbered, from: index, to: index };
  const colon = /^(.{3,}?):\s+(.+)$/.exec(sentence);
  if (colon) {
    const items = splitSeries(colon[2]!, bank, 1, 2);
    if (items.length >= 2) return { lead: `${colon[1]}:`, items, from: index, to: index };
  }
  const parallel = splitSeries(sentence, bank);
  if (parallel.length >= 3) {
    const heads = parallel.map((p) => p.toLowerCase().split(/\s+/)[0]);
    if (new Set(heads).size === 1 || sequenceMarks(parallel, bank) >= 2)
      return { lead: '', items: parallel, from: index, to: index };
  }
  return null;
}

/** Sentences that open with sequence words, in a row: "First … Then … Finally …". */
function sequence(sentences: readonly string[], bank: Bank): Enumeration | null {
  const opens = sentences.map((s) => sequenceMarks([s], bank) > 0);
  for (let from = 0; from < sentences.length; from++) {
    let to = from;
    while (opens[to + 1] && opens[to]) to += 1;
    if (opens[from] && to - from >= 1) {
      return { lead: '', items: sentences.slice(from, to + 1).map(cleanItem), from, to };
    }
  }
  return null;
}

function sequenceMarks(parts: readonly string[], bank: Bank): number {
  const words = [...bank.sequence.first, ...bank.sequence.then, ...bank.sequence.last];
  return parts.filter((p) =>
    words.some((w) => p.toLowerCase().startsWith(`${w} `) || p.toLowerCase().startsWith(`${w},`)),
  ).length;
}

/** "a, b and c" → [a, b, c] when each part has words of its own (not "red, white and blue" inside a clause). */
function splitSeries(text: string, bank: Bank, minWords = 2, minParts = 3): string[] {
  const and = bank.dropAtSplit[bank.dropAtSplit.length - 1]!;
  const parts = text
    .replace(/[.!?]+$/, '')
    .split(new RegExp(`\\s*[,;]\\s*(?:${and}\\s+)?|\\s+${and}\\s+(?=[^,]*$)`, 'i'))
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < minParts || parts.some((p) => p.split(/\s+/).length < minWords)) return [];
  if (!parts.every((p) => p.length <= 90) || hasCue(text.toLowerCase(), 'e.g.')) return [];
  return parts.map(cleanItem);
}

/** "… 1) a 2) b" or "1. a 2. b": markers numbered 1, 2, 3… in order. */
function numberedItems(sentence: string): { lead: string; items: string[] } | null {
  const marks = [...sentence.matchAll(/(?:^|\s)\(?([1-9])[.)]\s+/g)];
  if (marks.length < 2 || marks.some((m, i) => Number(m[1]) !== i + 1)) return null;
  const items = marks.map((m, i) => sentence.slice(m.index + m[0].length, marks[i + 1]?.index ?? sentence.length));
  return { lead: sentence.slice(0, marks[0]!.index).trim(), items: items.map(cleanItem) };
}

function cleanItem(item: string): string {
  return capitalise(item.trim().replace(/[;,]$/, '').replace(/\s+/g, ' '));
}
