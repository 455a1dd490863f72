import { CheckIcon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A radio group drawn as selectable cards. Radix gives it the radio-group
 * keyboard model: Tab enters the group, arrow keys move and select.
 */
export function RadioCards({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-cards" className={cn('grid gap-3', className)} {...props} />;
}

type RadioCardProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children' | 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** A leading mark: an icon or a letter such as "A". */
  marker?: ReactNode;
  invalid?: boolean;
};

export function RadioCard({ className, title, description, marker, invalid, ...props }: RadioCardProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-card"
      aria-invalid={invalid || undefined}
      className={cn(
        [
          'group relative flex min-h-11 w-full cursor-pointer items-start gap-3 rounded-lg border',
          'bg-background/40 p-3.5 text-left text-sm transition-[border-color,background-color,box-shadow]',
          'duration-150 hover:border-foreground/25 hover:bg-accent/50 focus-visible:outline-2',
          'focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed',
          'disabled:opacity-50 aria-invalid:border-destructive/70 data-[state=checked]:border-violet-500',
          'data-[state=checked]:bg-violet-500/10 data-[state=checked]:shadow-[inset_0_0_0_1px]',
          'data-[state=checked]:shadow-violet-500',
        ],
        className,
      )}
      {...props}
    >
      {marker ? (
        <span
          aria-hidden="true"
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-md bg-muted text-xs font-semibold',
            'text-muted-foreground transition-colors group-data-[state=checked]:bg-violet-600',
            'group-data-[state=checked]:text-white [&_svg]:size-4',
          )}
        >
          {marker}
        </span>
      ) : null}
      <span className="grid min-w-0 flex-1 gap-0.5 pt-0.5">
        <span className="font-medium leading-snug">{title}</span>
        {description ? <span className="text-muted-foreground leading-snug">{description}</span> : null}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-input',
          'transition-colors group-data-[state=checked]:border-violet-600',
          'group-data-[state=checked]:bg-violet-600 group-data-[state=checked]:text-white',
        )}
      >
        <RadioGroupPrimitive.Indicator forceMount className="data-[state=unchecked]:hidden">
          <CheckIcon className="size-3.5" strokeWidth={3} />
        </RadioGroupPrimitive.Indicator>
      </span>
    </RadioGroupPrimitive.Item>
  );
}
