import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { pageWindow } from '../lib/pagination';

/**
 * Previous/Next and page buttons (customer-area §2), only when there is more
 * than one page. Phones get Previous, "Page x of y" and Next, which fit at 360 px.
 */
export function HistoryPagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2 sm:justify-center">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground sm:hidden" aria-hidden="true">
        Page {page} of {totalPages}
      </p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'default' : 'ghost'}
                size="icon"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
                className={cn('tabular-nums', item === page && 'pointer-events-none')}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="flex w-6 justify-center text-muted-foreground">
              …
            </li>
          ),
        )}
      </ul>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
