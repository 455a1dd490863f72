import { BANKS, type WrittenLanguage } from '../read/bank';
import type { Speller } from './load-speller';

// Typos fixed one edit away: a missing or swapped letter, an extra or a wrong
// one, the candidate checked against the Hunspell dictionary. Names (a capital
// inside a sentence, or a short capitalised opener), the author's own words,
// quotes, links, tags and numbers are never touched. Generating one-edit
// candidates and checking them is ~100 times faster than nspell's suggest(),
// which keeps the writer within its time budget (decision 111).

const LETTERS: Record<WrittenLanguage, string> = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  fr: 'abcdefghijklmnopqrstuvwxyzéèêàâîïôûùç',
  nl: 'abcdefghijklmnopqrstuvwxyzéëï',
};

export type TypoFix = { from: string; to: string };

const PROTECTED = /https?:\/\/\S+|[#@][\p{L}\d_]+|"[^"]*"|“[^”]*”|«[^»]*»|\S*\d\S*/gu;
const WORD = /(?<![\p{L}-])\p{L}\p{Ll}{2,}(?![\p{L}\d'’-])/gu;

export function fixTypos(
  text: string,
  speller: Speller,
  language: WrittenLanguage,
  ownWords: ReadonlySet<string> = new Set(),
) {
  const fixes: TypoFix[] = [];
  const spans = [...text.matchAll(PROTECTED)].map((m) => [m.index, m.index + m[0].length] as const);
  const fixed = text.replace(WORD, (word, at: number) => {
    if (spans.some(([a, b]) => at >= a && at < b) || ownWords.has(word.toLowerCase())) return word;
    const capital = /^\p{Lu}/u.test(word);
    // A capitalised word is a name unless it opens a sentence, is long and is found nowhere else in capitals.
    if (capital && (!opensSentence(text, at) || word.length < 7 || text.split(word).length > 2)) return word;
    if (capital && speller.correct(word)) return word;
    const to = correction(word.toLowerCase(), speller, language);
    if (!to) return word;
    const cased = capital ? to[0]!.toUpperCase() + to.slice(1) : to;
    fixes.push({ from: word, to: cased });
    return cased;
  });
  // English writes the pronoun "I" in capitals.
  const pronoun =
    language === 'en' ? fixed.replace(/(?<![\p{L}'’])i(?=(?:['’](?:m|ve|d|ll))?(?![\p{L}'’]))/gu, 'I') : fixed;
  return { text: pronoun, fixes };
}

function opensSentence(text: string, at: number): boolean {
  return /(?:^|[.!?…]\s+|\n\s*)$/.test(text.slice(Math.max(0, at - 4), at)) || at === 0;
}

const cache = new Map<string, string | null>();

function correction(word: string, speller: Speller, language: WrittenLanguage): string | null {
  const key = `${language}:${word}`;
  if (cache.has(key)) return cache.get(key)!;
  // English words with accents ("naïve") are borrowed; so are English words in French and Dutch posts.
  const foreign = (language === 'en' && /[^a-z]/.test(word)) || speller.borrowed?.(word);
  // A name written in lower case ("ghent", "nantes") is the dictionary's capitalised word: not a typo.
  const name = speller.correct(word[0]!.toUpperCase() + word.slice(1));
  const known = foreign || speller.correct(word) || name || isDerived(word, speller, language);
  const result = known ? null : bestCandidate(word, speller, language);
  if (cache.size > 20_000) cache.clear();
  cache.set(key, result);
  return result;
}

/** A known word behind a prefix ("rethink") or before a particle ("signup"), or, in Dutch, two known words glued. */
function isDerived(word: string, speller: Speller, language: WrittenLanguage): boolean {
  const prefix = BANKS[language].prefixes.find((p) => word.startsWith(p) && word.length - p.length >= 4);
  if (prefix && speller.correct(word.slice(prefix.length))) return true;
  // "signup", "checkout": a word and a particle written together.
  const particle = BANKS[language].particles.find((p) => word.endsWith(p) && word.length - p.length >= 3);
  if (particle && speller.correct(word.slice(0, -particle.length))) return true;
  if (language !== 'nl') return false;
  for (let i = 4; i <= word.length - 4; i++) {
    const tail = word.slice(i);
    if (
      speller.correct(word.slice(0, i)) &&
      (speller.correct(tail) || (/^[se]/.test(tail) && speller.correct(tail.slice(1))))
    )
      return true;
  }
  return false;
}

/**
 * The commonest slips first: a letter typed once instead of twice, two letters
 * swapped, a letter typed twice, then any missing, extra or wrong letter.
 * Short words only get the swap. The first dictionary word wins.
 */
function bestCandidate(word: string, speller: Speller, language: WrittenLanguage): string | null {
  const letters = LETTERS[language];
  const tries: string[] = [];
  const n = word.length;
  if (n > 3) for (let i = 1; i <= n; i++) tries.push(word.slice(0, i) + word[i - 1] + word.slice(i));
  for (let i = 0; i < n - 1; i++) tries.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  if (n > 3) {
    for (let i = 1; i < n; i++) if (word[i] === word[i - 1]) tries.push(word.slice(0, i) + word.slice(i + 1));
    for (let i = 1; i < n; i++) for (const l of letters) tries.push(word.slice(0, i) + l + word.slice(i));
    // Never the first letter: "async" is not a slip for "sync" (words rarely gain a letter in front).
    for (let i = 1; i < n; i++) tries.push(word.slice(0, i) + word.slice(i + 1));
    for (let i = 0; i < n; i++)
      for (const l of letters) if (l !== word[i]) tries.push(word.slice(0, i) + l + word.slice(i + 1));
    // Last, a letter typed in the wrong place ("hosue"): moved, not swapped with its neighbour.
    for (let i = 0; i < n; i++) {
      const rest = word.slice(0, i) + word.slice(i + 1);
      for (let j = 0; j <= rest.length; j++)
        if (Math.abs(j - i) > 1) tries.push(rest.slice(0, j) + word[i] + rest.slice(j));
    }
  }
  return tries.find((t) => t.length >= 3 && t !== word && speller.correct(t)) ?? null;
}
