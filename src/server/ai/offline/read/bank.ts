import en from '../banks/en.json' with { type: 'json' };
import fr from '../banks/fr.json' with { type: 'json' };
import nl from '../banks/nl.json' with { type: 'json' };

// The per-language phrase banks are data (banks/<lang>.json): neutral framing
// lines that state no fact, the cue words the reader looks for, and the
// language's function words. No code here knows any single idea.

export type Bank = typeof en;
export type WrittenLanguage = 'en' | 'fr' | 'nl';
export type IdeaLanguage = WrittenLanguage | 'other';
export type CueKind = keyof Bank['cues'];

export const BANKS: Record<WrittenLanguage, Bank> = { en, fr, nl };

/** Ideas in another language are laid out with the English framing lines left out (see compose/render.ts). */
export function bankFor(language: IdeaLanguage): Bank {
  return language === 'other' ? en : BANKS[language];
}

const FUNCTION_SETS = Object.fromEntries(
  Object.entries(BANKS).map(([lang, bank]) => [lang, new Set([...bank.functionWords, ...bank.auxiliaries])]),
) as Record<WrittenLanguage, Set<string>>;

export function isFunctionWord(word: string, language: IdeaLanguage): boolean {
  return FUNCTION_SETS[language === 'other' ? 'en' : language].has(word.toLowerCase());
}

/** Lower-case words (letters, digits, apostrophes and hyphens inside a word). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The language whose function words cover most of the text; "other" when none covers a tenth of it. */
export function detectLanguage(text: string): IdeaLanguage {
  const words = wordsOf(text).flatMap((w) => w.split(/['’]/));
  let best: IdeaLanguage = 'other';
  let bestHits = 0;
  for (const [lang, set] of Object.entries(FUNCTION_SETS)) {
    const hits = words.filter((w) => set.has(w)).length;
    if (hits > bestHits) [best, bestHits] = [lang as WrittenLanguage, hits];
  }
  if (words.length <= 3) return best === 'other' ? 'en' : best;
  return bestHits >= Math.max(1, words.length * 0.1) ? best : 'other';
}

/** Whether a cue (a word or a phrase of the bank) occurs in the text as whole words. */
export function hasCue(lowerText: string, cue: string): boolean {
  if (!/^[\p{L}\p{N}]/u.test(cue)) return lowerText.includes(cue);
  const escaped = cue.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(lowerText);
}
