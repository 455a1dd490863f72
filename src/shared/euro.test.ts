import { describe, expect, it } from 'vitest';
import { discountLabel } from './catalogue';
import { euroTwoDecimals } from './euro';

describe('euro amounts', () => {
  it('always writes two decimals', () => {
    expect(euroTwoDecimals().format(12.5)).toBe('€12.50');
    expect(euroTwoDecimals().format(0.1)).toBe('€0.10');
  });

  it('labels a fixed discount in whole euros where it can, in cents where it must', () => {
    expect(discountLabel({ type: 'fixed_amount', value: 5 })).toBe('€5 off');
    expect(discountLabel({ type: 'fixed_amount', value: 7.5 })).toBe('€7.50 off');
    expect(discountLabel({ type: 'percentage', value: 20 })).toBe('20% off');
  });
});
