import en from './words/en.json' with { type: 'json' };
import fr from './words/fr.json' with { type: 'json' };
import nl from './words/nl.json' with { type: 'json' };
import { wordsOf } from './text-units';

export type Language = 'en' | 'fr' | 'nl' | 'other';
export const LANGUAGES = ['en', 'fr', 'nl'] as const;
export type KnownLanguage = (typeof LANGUAGES)[number];

/** The per-language word lists (data files, one per language). */
export type WordLists = typeof en;
export const WORD_LISTS: Record<KnownLanguage, WordLists> = { en, fr, nl };

const STOP_SETS = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Set(WORD_LISTS[lang].stopWords)])) as Record<
  KnownLanguage,
  Set<string>
>;

/**
 * A small stop-word detector: the language whose common words make up most of
 * the text. "other" when no list reaches two hits and a tenth of the words,
 * which is what a Spanish or German post does.
 */
export function detectLanguage(textOrWords: string | string[]): Language {
  const words = typeof textOrWords === 'string' ? wordsOf(textOrWords) : textOrWords;
  let best: Language = 'other';
  let bestHits = 0;
  for (const lang of LANGUAGES) {
    const set = STOP_SETS[lang];
    let hits = 0;
    for (const word of words) if (set.has(word)) hits += 1;
    if (hits > bestHits) {
      best = lang;
      bestHits = hits;
    }
  }
  if (bestHits < 2 || bestHits < words.length * 0.1) return 'other';
  return best;
}

/** The lists to read a text with; English for "other" (the widest habits). */
export function wordListsFor(language: Language): WordLists {
  return language === 'other' ? WORD_LISTS.en : WORD_LISTS[language];
}
