import { formatNumber } from '@/lib/format';

const noun = (n: number) => (n === 1 ? 'post' : 'posts');

/**
 * The history's count line (customer-area §2): 'Found N posts matching "{term}"'
 * while searching, else 'Showing N total posts'. N is the server's total for
 * the filtered set, not the length of the page; a capped count (a filter
 * matching more than HISTORY_COUNT_CAP posts) reads "1,000+".
 */
export function countLine(total: number, search: string | undefined, capped = false): string {
  const term = search?.trim();
  const n = `${formatNumber(total)}${capped ? '+' : ''}`;
  return term ? `Found ${n} ${noun(total)} matching "${term}"` : `Showing ${n} total ${noun(total)}`;
}
