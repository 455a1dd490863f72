import { describe, expect, it } from 'vitest';
import { confidencePercent, scoreLabel, scoreTone } from './score-scale';

describe('score colours and labels (customer-area §9)', () => {
  it.each([
    [100, 'Excellent', 'good'],
    [90, 'Excellent', 'good'],
    [89, 'Good', 'good'],
    [80, 'Good', 'good'],
    [79, 'Fair', 'fair'],
    [60, 'Fair', 'fair'],
    [59, 'Needs Work', 'poor'],
    [0, 'Needs Work', 'poor'],
  ] as const)('%i is %s and %s', (score, label, tone) => {
    expect(scoreLabel(score)).toBe(label);
    expect(scoreTone(score)).toBe(tone);
  });

  it('shows confidence as a whole percentage', () => {
    expect(confidencePercent(0.823)).toBe('82%');
    expect(confidencePercent(1)).toBe('100%');
    expect(confidencePercent(0)).toBe('0%');
  });
});
