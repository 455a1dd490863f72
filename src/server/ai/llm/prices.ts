import { z } from 'zod';

/** Model → [input, output] price in cents per million tokens. */
export type PriceTable = Readonly<Record<string, readonly [number, number]>>;

/**
 * List prices of common OpenAI, Anthropic and Google models (USD cents per million tokens, taken
 * as euro cents: the admin's cost figure is an estimate, and the table is
 * overridable). AI_PRICES in the environment adds or replaces entries.
 */
export const DEFAULT_PRICES: PriceTable = {
  'gpt-4o-mini': [15, 60],
  'gpt-4o': [250, 1000],
  'gpt-4.1': [200, 800],
  'gpt-4.1-mini': [40, 160],
  'gpt-4.1-nano': [10, 40],
  'gpt-5': [125, 1000],
  'gpt-5-mini': [25, 200],
  'gpt-5-nano': [5, 40],
  'o4-mini': [110, 440],
  'o3-mini': [110, 440],
  'gpt-3.5-turbo': [50, 150],
  // Anthropic and Google list prices (decision 069).
  'claude-haiku-4-5': [100, 500],
  'claude-sonnet-4-5': [300, 1500],
  'claude-sonnet-4': [300, 1500],
  'claude-opus-4-1': [1500, 7500],
  'claude-3-5-haiku': [80, 400],
  'gemini-2.5-flash-lite': [10, 40],
  'gemini-2.5-flash': [30, 250],
  'gemini-2.5-pro': [125, 1000],
  'gemini-2.0-flash': [10, 40],
};

const overridesSchema = z.record(z.string().min(1), z.tuple([z.number().min(0), z.number().min(0)]));

/** The built-in table with the AI_PRICES JSON merged over it; a malformed override fails at start. */
export function buildPriceTable(overridesJson?: string): PriceTable {
  if (!overridesJson) return DEFAULT_PRICES;
  const parsed = overridesSchema.safeParse(JSON.parse(overridesJson));
  if (!parsed.success) {
    throw new Error(
      'AI_PRICES must map model names to [input, output] cents per million tokens, e.g. {"my-model":[10,30]}',
    );
  }
  return { ...DEFAULT_PRICES, ...parsed.data };
}

/**
 * The price entry for a model: exact name first, then the longest entry the
 * name starts with ("gpt-4o-mini-2024-07-18" → "gpt-4o-mini"), ignoring a
 * provider prefix ("openai/gpt-4o"). Unknown models cost nothing but are
 * still metered, so their tokens stay visible.
 */
export function findPrice(prices: PriceTable, model: string): readonly [number, number] | undefined {
  const name = model.includes('/') ? model.slice(model.lastIndexOf('/') + 1) : model;
  if (prices[name]) return prices[name];
  const prefix = Object.keys(prices)
    .filter((key) => name.startsWith(`${key}-`) || name.startsWith(`${key}:`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? prices[prefix] : undefined;
}

/** Cost of one call in cents, to six decimals (fractions add up over thousands of calls). */
export function costCents(prices: PriceTable, model: string, inputTokens: number, outputTokens: number): number {
  const price = findPrice(prices, model);
  if (!price) return 0;
  const cents = (inputTokens * price[0] + outputTokens * price[1]) / 1_000_000;
  return Math.round(cents * 1_000_000) / 1_000_000;
}
