import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldBaseClass } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldBaseClass, 'min-h-28 resize-y py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
