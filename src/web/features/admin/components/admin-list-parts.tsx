import { SearchIcon, Trash2Icon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';

/** A search box with the magnifier inside it, above an admin list. */
export function SearchField(props: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input className="pl-9" {...props} />
    </div>
  );
}

/** "1,200 users · page 2 of 24" with Previous and Next, shown only when there is more than one page. */
export function Pager({
  summary,
  page,
  pages,
  onPage,
}: {
  summary: ReactNode;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground">
        {summary} · page {page} of {pages}
      </span>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}

/** Three grey rows while an admin list loads; `rowClassName` sets their height. */
export function ListSkeleton({ rowClassName }: { rowClassName: string }) {
  return (
    <div className="grid gap-2">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}

/** The bin icon at the end of an admin row; `label` names what it deletes, for screen readers. */
export function DeleteRowButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button size="sm" variant="ghost" onClick={onClick} disabled={disabled} aria-label={label}>
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}
