import { once } from '@shared/once';
import { euroTwoDecimals } from '@shared/euro';

const dateTime = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const date = once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }));

/** Admin answers carry euro amounts (two decimals): 12.5 → "€12.50". */
export const formatAdminEuro = (value: number) => euroTwoDecimals().format(value);
export const formatDateTime = (iso: string | null) => (iso ? dateTime().format(new Date(iso)) : 'Never');
export const formatDate = (iso: string | null) => (iso ? date().format(new Date(iso)) : '—');
