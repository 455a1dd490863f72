import { wordsOf } from './text-units';
import type { RecurringPhrase, TextFeatures } from './types';

// Openers and closers the author reuses, and the stock words they never use
// (what a writer should not put in their mouth).

function recurring(values: string[], minCount: number): RecurringPhrase[] {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, count]) => count >= minCount)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([text, count]) => ({ text, count }));
}

export function recurringPhrases(features: TextFeatures[]): { openers: RecurringPhrase[]; closers: RecurringPhrase[] } {
  // Twice is a habit in a handful of posts; with many posts it takes a few more.
  const minCount = Math.max(2, Math.ceil(features.length * 0.08));
  const openers = recurring(
    features.map((f) => (f.openerPhrase.split(' ').length >= 2 ? f.openerPhrase : '')),
    minCount,
  );
  const closers = recurring(
    features.map((f) => (f.closerLine.length <= 80 ? f.closerLine : '')),
    minCount,
  );
  return { openers, closers };
}

/** Common words of the language that none of the texts contains (needs 5+ texts to mean anything). */
export function neverUsedWords(texts: string[], common: string[], sampleCount: number): string[] {
  if (sampleCount < 5) return [];
  const used = new Set(texts.flatMap(wordsOf));
  return common.filter((word) => !used.has(word));
}
