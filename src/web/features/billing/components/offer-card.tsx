import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The frame of a plan or pack card: the highlighted one (popular, or the visitor's pick) gets the brand border. */
export function OfferCard({
  titleId,
  highlighted,
  chosen,
  children,
}: {
  titleId: string;
  highlighted: boolean;
  chosen: boolean;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      data-chosen={chosen || undefined}
      className={cn(
        'relative flex h-full flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground',
        highlighted &&
          'border-transparent shadow-lg [background:linear-gradient(var(--card),var(--card))_padding-box,linear-gradient(135deg,var(--brand-from),var(--brand-to))_border-box]',
        chosen && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
      )}
    >
      {children}
    </article>
  );
}
