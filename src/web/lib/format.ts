import { once } from '@shared/once';
import { dayMonthYear, groupThousands } from './en-gb';
import { euroTwoDecimals } from '@shared/euro';

const euro = once(
  () =>
    new Intl.NumberFormat('en-IE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
);

/** Money is stored as integer cents (DECISIONS.md): 2000 → "€20", 1050 → "€10.50". */
export function formatEuro(cents: number): string {
  return (cents % 100 === 0 ? euro() : euroTwoDecimals()).format(cents / 100);
}

/** Always two decimals, for unit prices: 10 → "€0.10". */
export function formatEuroPrecise(cents: number): string {
  return euroTwoDecimals().format(cents / 100);
}

const euroPerUnit = once(
  () =>
    new Intl.NumberFormat('en-IE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }),
);

/** The price of one credit, to a tenth of a cent where it has one: 6 → "€0.06", 4.8 → "€0.048". */
export function formatEuroPerUnit(cents: number): string {
  return euroPerUnit().format(cents / 100);
}

/** "21 November 2025". */
export function formatLongDate(date: Date): string {
  return dayMonthYear(date, 'long');
}

/** 1200 → "1,200". */
export function formatNumber(value: number): string {
  return groupThousands(value);
}
