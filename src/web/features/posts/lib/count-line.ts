import { formatNumber } from '@/lib/format';

const noun = (n: number) => (n === 1 ? 'post' : 'posts');

/**
 * The history's count line (customer-area §2): 'Found N posts matching "{term}"'
 * while searching, else 'Showing N total posts'. N is the server's total for
 * the filtered set, not the length of the page.
 */
export function countLine(total: number, search: string | undefined): string {
  const term = search?.trim();
  const n = formatNumber(total);
  return term ? `Found ${n} ${noun(total)} matching "${term}"` : `Showing ${n} total ${noun(total)}`;
}
