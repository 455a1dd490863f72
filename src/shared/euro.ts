import { once } from './once';

/** Euros with exactly two decimals, as Ireland writes them: 12.5 → "€12.50" (built on first use, decision 081). */
export const euroTwoDecimals = once(
  () =>
    new Intl.NumberFormat('en-IE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
