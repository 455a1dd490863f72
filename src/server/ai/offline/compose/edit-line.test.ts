import { describe, expect, it } from 'vitest';
import { BANKS } from '../read/bank';
import { fitHook } from './edit-line';

// The first line states the result; how it was done follows on its own line.
// The sentences here are not in the writer benchmark.

describe('fitHook', () => {
  it('opens on the result and moves "by …ing" to the next line', () => {
    expect(
      fitHook(
        'Our agency halved its invoice disputes in one quarter by sending a scope summary after every call.',
        BANKS.en,
      ),
    ).toEqual([
      'Our agency halved its invoice disputes in one quarter.',
      'By sending a scope summary after every call.',
    ]);
  });

  it('does the same for French "en …ant", keeping its spacing', () => {
    expect(
      fitHook(
        "Nous avons réduit nos retours clients de 30 % en appelant chaque acheteur le lendemain de l'achat.",
        BANKS.fr,
      ),
    ).toEqual([
      'Nous avons réduit nos retours clients de 30 %.',
      "En appelant chaque acheteur le lendemain de l'achat.",
    ]);
  });

  it('leaves a short hook, a "by" that is no method and a quote as they are', () => {
    expect(fitHook('We halved disputes by asking first.', BANKS.en)).toEqual(['We halved disputes by asking first.']);
    const season =
      'The new warehouse in the north of the region will be fully staffed and running by spring next year.';
    expect(fitHook(season, BANKS.en)).toEqual([season]);
    const quoted = 'My manager said "you only learn it by doing it yourself" and she was right about that one.';
    expect(fitHook(quoted, BANKS.en)).toEqual([quoted]);
  });
});
