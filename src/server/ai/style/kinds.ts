import type { WordLists } from './language';
import type { ClosingKind, OpeningKind } from './types';
import { wordsOf } from './text-units';

// How a post opens and closes, from its first and last body lines. Keyword
// lists are per-language data (words/<lang>.json); the rules are shape rules.

const NUMBER_WORDS =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|un|deux|trois|quatre|cinq|dix|één|twee|drie|vier|vijf|tien)\b/iu;

function startsWithAny(lower: string, starts: readonly string[]): boolean {
  return starts.some((start) => lower.startsWith(start) && !/[\p{L}]/u.test(lower.charAt(start.length)));
}

export function openingKind(firstLine: string, lists: WordLists): OpeningKind {
  const lower = firstLine.toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '');
  if (startsWithAny(lower, lists.greetings)) return 'greeting';
  const firstSentence = firstLine.split(/(?<=[.!?])\s/)[0] ?? firstLine;
  if (firstSentence.trim().endsWith('?')) return 'question';
  const head = wordsOf(firstLine).slice(0, 6).join(' ');
  if (/\d/.test(head) && !/^(?:in|en) 20\d\d\b/.test(lower)) return 'number';
  if (NUMBER_WORDS.test(lower)) return 'number';
  if (lists.storyStarts.some((start) => lower.startsWith(start))) return 'story';
  return 'claim';
}

export function closingKind(lastLine: string, lineCount: number, lists: WordLists): ClosingKind {
  if (lineCount < 2) return 'none';
  const lower = lastLine.toLowerCase();
  if (lower.trim().endsWith('?')) return 'question';
  if (lists.ctaWords.some((word) => containsWord(lower, word))) return 'cta';
  if (lists.moralWords.some((word) => containsWord(lower, word))) return 'moral';
  const words = wordsOf(lastLine).length;
  // A short, standalone general line after a longer post reads as its moral.
  if (words > 0 && words <= 12 && /[.!]$/.test(lastLine.trim()) && !/\b(?:i|je|ik)\b/i.test(lower)) return 'moral';
  return 'none';
}

function containsWord(lower: string, word: string): boolean {
  if (!/^[\p{L}]/u.test(word)) return lower.includes(word);
  const index = lower.indexOf(word);
  if (index < 0) return false;
  const before = lower.charAt(index - 1);
  const after = lower.charAt(index + word.length);
  return !/\p{L}/u.test(before) && !/\p{L}/u.test(after);
}
