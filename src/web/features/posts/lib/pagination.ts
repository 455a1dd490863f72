export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Up to this many pages, every page gets a button (an ellipsis would hide a single page). */
const SHOW_ALL_UP_TO = 7;

/**
 * The page buttons of the history (customer-area §2: "1 to 5, an ellipsis and
 * the last page"). Near the start that is exactly what shows; further on the
 * window follows the current page (1 … 6 7 8 … 20), and at the end it shows
 * the last five (1 … 16 17 18 19 20), so the current page always has a button
 * and its neighbours are one click away.
 */
export function pageWindow(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  if (totalPages <= SHOW_ALL_UP_TO) return range(1, totalPages);
  if (page <= 4) return [...range(1, 5), 'ellipsis-end', totalPages];
  if (page >= totalPages - 3) return [1, 'ellipsis-start', ...range(totalPages - 4, totalPages)];
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', totalPages];
}

export function totalPagesFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
