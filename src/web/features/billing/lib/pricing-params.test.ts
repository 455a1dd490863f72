import { describe, expect, it } from 'vitest';
import { pricingPath, readPricingParams } from './pricing-params';

describe('pricing page address', () => {
  it('opens Monthly Plans by default and Credit Packs with ?tab=packs', () => {
    expect(readPricingParams(new URLSearchParams(''))).toEqual({ view: 'plans', code: null, chosen: null });
    expect(readPricingParams(new URLSearchParams('tab=packs')).view).toBe('packs');
    expect(readPricingParams(new URLSearchParams('tab=nonsense')).view).toBe('plans');
  });

  it('reads a picked card and a code, ignoring unknown keys', () => {
    expect(readPricingParams(new URLSearchParams('plan=pro&code=%20save20'))).toEqual({
      view: 'plans',
      code: 'SAVE20',
      chosen: { kind: 'plan', planKey: 'pro' },
    });
    expect(readPricingParams(new URLSearchParams('pack=medium'))).toMatchObject({
      view: 'packs',
      chosen: { kind: 'pack', packKey: 'medium' },
    });
    expect(readPricingParams(new URLSearchParams('plan=gold')).chosen).toBeNull();
  });

  it('writes the same state back', () => {
    const state = readPricingParams(new URLSearchParams('tab=packs&pack=large&code=HELLO'));
    expect(pricingPath(state)).toBe('/pricing?tab=packs&pack=large&code=HELLO');
    expect(readPricingParams(new URLSearchParams(pricingPath(state).split('?')[1]))).toEqual(state);
    expect(pricingPath({ view: 'plans', code: null, chosen: null })).toBe('/pricing');
  });
});
