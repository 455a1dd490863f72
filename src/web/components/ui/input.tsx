import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldBaseClass =
  'w-full min-w-0 rounded-md border border-input bg-background/40 px-3 text-base shadow-xs transition-[color,border-color,box-shadow] duration-150 placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/60 sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input type={type} data-slot="input" className={cn(fieldBaseClass, 'h-11 py-1 sm:h-10', className)} {...props} />
  );
}
