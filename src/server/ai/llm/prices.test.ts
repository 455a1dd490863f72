import { describe, expect, it } from 'vitest';
import { buildPriceTable, costCents, DEFAULT_PRICES, findPrice } from './prices';

describe('AI prices', () => {
  it('prices known models per million tokens, dated snapshots and provider prefixes included', () => {
    expect(costCents(DEFAULT_PRICES, 'gpt-4o-mini', 1_000_000, 1_000_000)).toBe(75);
    expect(findPrice(DEFAULT_PRICES, 'gpt-4o-mini-2024-07-18')).toEqual([15, 60]);
    expect(findPrice(DEFAULT_PRICES, 'gpt-4o-2024-08-06')).toEqual([250, 1000]);
    expect(findPrice(DEFAULT_PRICES, 'openai/gpt-4.1-mini')).toEqual([40, 160]);
    expect(costCents(DEFAULT_PRICES, 'gpt-4o-mini', 1234, 567)).toBeCloseTo(0.05253, 6);
  });

  it('prices Anthropic and Google models, dated snapshots included', () => {
    expect(findPrice(DEFAULT_PRICES, 'claude-haiku-4-5-20251001')).toEqual([100, 500]);
    expect(findPrice(DEFAULT_PRICES, 'claude-sonnet-4-5')).toEqual([300, 1500]);
    expect(findPrice(DEFAULT_PRICES, 'gemini-2.5-flash')).toEqual([30, 250]);
    expect(findPrice(DEFAULT_PRICES, 'gemini-2.5-flash-lite')).toEqual([10, 40]);
    expect(findPrice(DEFAULT_PRICES, 'models/gemini-2.5-pro')).toEqual([125, 1000]);
  });

  it('costs unknown models nothing', () => {
    expect(costCents(DEFAULT_PRICES, 'llama3.1:8b', 5000, 5000)).toBe(0);
  });

  it('merges AI_PRICES over the defaults and rejects a malformed table', () => {
    const prices = buildPriceTable('{"gpt-4o-mini":[20,80],"llama3.1":[1,2]}');
    expect(findPrice(prices, 'gpt-4o-mini')).toEqual([20, 80]);
    expect(findPrice(prices, 'llama3.1:8b')).toEqual([1, 2]);
    expect(findPrice(prices, 'gpt-4o')).toEqual([250, 1000]);
    expect(() => buildPriceTable('{"gpt-4o":30}')).toThrow(/AI_PRICES/);
  });
});
