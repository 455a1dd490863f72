import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { fieldBaseClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/**
 * The browser's own <select>, dressed like our inputs: full keyboard and
 * screen-reader support, and the phone's native picker on touch devices.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        data-slot="native-select"
        className={cn(fieldBaseClass, [
          'h-11 cursor-pointer appearance-none py-1 pr-9 sm:h-10 [&>option]:bg-popover',
          '[&>option]:text-popover-foreground',
        ])}
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
