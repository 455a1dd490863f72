import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A card's title as an h2: the page's sections sit right under its h1. */
export function CardHeading({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <h2 id={id} className={cn('text-base font-semibold leading-snug', className)}>
      {children}
    </h2>
  );
}
