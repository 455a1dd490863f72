import { beforeAll, describe, expect, it } from 'vitest';
import { fixTypos } from './fix-typos';
import { loadSpeller, type Speller } from './load-speller';

// Issue 22, spelling: typos are fixed, names are never "corrected", even written in lower case.

let en: Speller;
beforeAll(async () => {
  en = await loadSpeller('en');
});

describe('fixTypos', () => {
  it('keeps a place name written in lower case, and still fixes the typo beside it', () => {
    const { text, fixes } = fixTypos('Our new office in ghent opens in the sprnig.', en, 'en');
    expect(text).toBe('Our new office in ghent opens in the spring.');
    expect(fixes).toEqual([{ from: 'sprnig', to: 'spring' }]);
  });
});
