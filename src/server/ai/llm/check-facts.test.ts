import { describe, expect, it } from 'vitest';
import { factsOf, untracedFacts } from './check-facts';

// Issue 22, "checked before saving": what counts as a number or a name a model may have invented.

describe('untraced facts', () => {
  it('finds numbers and mid-sentence names, not list markers, sentence starts, hashtags or "I"', () => {
    const post =
      "We grew 40% with Acme in Ghent.\n\n1. Faster onboarding\n2. Fewer fields\n\nI'm proud 🎉 Thanks to the team.\n\n#SaaS";
    expect(factsOf(post).sort()).toEqual(['40%', 'Acme', 'Ghent'].sort());
  });

  it('keeps what the idea or the samples give, whatever the thousands separator or case', () => {
    const known = ['We signed 1,200 customers in Ghent', 'Old post: thanks to Northzone'];
    expect(untracedFacts('1200 customers in Ghent, backed by Northzone and Acme. Up 35%.', known)).toEqual([
      '35%',
      'Acme',
    ]);
  });
});
