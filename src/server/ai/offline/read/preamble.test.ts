import { describe, expect, it } from 'vitest';
import { BANKS } from './bank';
import { withoutPreamble } from './preamble';
import { readIdea } from './read-idea';

// An editor cuts throat-clearing; it never cuts a fact. The lines here are not in the writer benchmark.

describe('throat-clearing', () => {
  it('drops a line that only clears the throat, when the idea says more', () => {
    expect(withoutPreamble("So, I've been thinking about hiring.", BANKS.en, true)).toBeNull();
    expect(withoutPreamble('Petite réflexion du lundi.', BANKS.fr, true)).toBeNull();
    const beats = readIdea(
      'Okay so quick thought. Our churn fell to 2% after we called every cancelling customer.',
    ).beats;
    expect(beats.map((b) => b.text)).toEqual(['Our churn fell to 2% after we called every cancelling customer.']);
  });

  it('keeps what follows the join', () => {
    expect(
      withoutPreamble('quick thought but our support queue is shorter on Mondays than on Fridays', BANKS.en, true),
    ).toBe('Our support queue is shorter on Mondays than on Fridays');
    expect(withoutPreamble('Even een gedachte: ons team werkt sinds maart vier dagen per week', BANKS.nl, true)).toBe(
      'Ons team werkt sinds maart vier dagen per week',
    );
  });

  it('keeps a line that is all the idea says, and lines that only look alike', () => {
    expect(withoutPreamble("I've been thinking about pricing.", BANKS.en, false)).toBe(
      "I've been thinking about pricing.",
    );
    expect(withoutPreamble('Thinking outside the box cost us a quarter.', BANKS.en, true)).toBe(
      'Thinking outside the box cost us a quarter.',
    );
    expect(readIdea("I've been thinking about pricing.").beats).toHaveLength(1);
  });
});
