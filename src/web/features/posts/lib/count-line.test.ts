import { describe, expect, it } from 'vitest';
import { countLine } from './count-line';

describe('countLine', () => {
  it('names the search term when searching', () => {
    expect(countLine(3, 'rituals')).toBe('Found 3 posts matching "rituals"');
    expect(countLine(0, ' rituals ')).toBe('Found 0 posts matching "rituals"');
    expect(countLine(1, 'rituals')).toBe('Found 1 post matching "rituals"');
  });

  it('shows the total otherwise', () => {
    expect(countLine(1234, undefined)).toBe('Showing 1,234 total posts');
    expect(countLine(1, '')).toBe('Showing 1 total post');
    expect(countLine(0, '   ')).toBe('Showing 0 total posts');
  });
});

describe('countLine with a capped count', () => {
  it('says "1,000+" when the filter matched more than the server counts', () => {
    expect(countLine(1000, 'team', true)).toBe('Found 1,000+ posts matching "team"');
    expect(countLine(1000, undefined, true)).toBe('Showing 1,000+ total posts');
  });
});
