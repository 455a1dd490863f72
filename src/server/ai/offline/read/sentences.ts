import type { Bank } from './bank';

// Sentences and clauses. Numbers ("12.4M", "3.5"), URLs, initials and common
// abbreviations never end a sentence; French spacing (" !", " ?") is kept
// because sentences are sliced from the text, never rebuilt.

const ABBREVIATION = /(?:\b(?:e\.g|i\.e|etc|vs|dr|mr|mrs|ms|st|no|approx|incl|cf|p\.ex|bijv|nr|ca)\.|\b\p{Lu}\.)$/iu;

/** "1." opening a line, or "2." inside one that goes on to "3.": a list marker, not a sentence's end. */
function isListMarker(piece: string, line: string): boolean {
  if (/^\s*\d{1,2}\.$/.test(piece)) return true;
  const n = /\s(\d{1,2})\.$/.exec(piece)?.[1];
  return n !== undefined && line.includes(` ${Number(n) + 1}. `) && line.includes(` ${Number(n) - 1 || 1}.`);
}

/** Splits text into sentences and lines; each keeps its own punctuation. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    const pattern = /(?:\.{3}|…|[.!?]+)["”»)]?(?=\s+\S)|\s[!?]+(?=\s+\S)/g;
    for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
      const end = m.index + m[0].length;
      const piece = line.slice(start, end);
      if (m[0] === '.' && (ABBREVIATION.test(piece) || isListMarker(piece, line))) continue;
      if (/https?:\/\/\S*$/.test(piece)) continue;
      out.push(piece.trim());
      start = end;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const MIN_CLAUSE_WORDS = 4;
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A run-on sentence split at its clause boundaries (";", " — ", or a comma
 * before a joining word such as "but" or "because"). A joining "and" is
 * dropped; the others stay and open the next clause. Short sentences stay whole.
 */
export function splitClauses(sentence: string, bank: Bank, maxChars = 80): string[] {
  if (sentence.length <= maxChars || /["“«]/.test(sentence)) return [sentence];
  const joins = [...bank.splitBefore, ...bank.dropAtSplit, ...bank.subjects].sort((a, b) => b.length - a.length);
  const pieces: string[] = [];
  let rest = sentence;
  for (;;) {
    const cut = findCut(rest, joins, bank.splitBefore);
    if (!cut) break;
    const head = rest.slice(0, cut.at).replace(/[\s,;:—–-]+$/, '');
    let tail = rest.slice(cut.at).replace(/^[\s,;:—–-]+/, '');
    if (cut.join && bank.dropAtSplit.includes(cut.join)) tail = tail.slice(cut.join.length).trimStart();
    if (countWords(head) < MIN_CLAUSE_WORDS || countWords(tail) < MIN_CLAUSE_WORDS) break;
    pieces.push(endSentence(head));
    rest = capitalise(tail);
  }
  pieces.push(rest);
  return pieces;
}

/** Where to cut: ";" or a dash, else a comma before a joining word; a very long sentence without commas before "but", "so"… */
function findCut(
  text: string,
  joins: readonly string[],
  bare: readonly string[],
): { at: number; join?: string } | null {
  const hard = /;\s|\s[—–]\s/.exec(text);
  if (hard && hard.index > 20) return { at: hard.index };
  const lower = text.toLowerCase();
  let best: { at: number; join: string } | null = null;
  for (const join of joins) {
    const at = lower.indexOf(`, ${join} `, 19) + 1;
    if (at > 0 && (!best || at < best.at)) best = { at, join };
  }
  if (best || text.length <= 160) return best;
  for (const join of bare) {
    const at = lower.indexOf(` ${join} `, 20) + 1;
    if (at > 0 && (!best || at < best.at)) best = { at, join };
  }
  return best;
}

export function endSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…:»"”)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function capitalise(text: string): string {
  return text.replace(/^([^\p{L}\p{N}]*)(\p{L})/u, (_, lead: string, first: string) => lead + first.toUpperCase());
}

export function lowerFirst(text: string): string {
  // Only a plain capitalised word is lowered: "I", names and acronyms keep their case.
  return text.replace(/^(\p{Lu})(\p{Ll}+\b)/u, (_, first: string, rest: string) => first.toLowerCase() + rest);
}
