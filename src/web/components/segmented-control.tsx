import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type SegmentedOption<T extends string> = { value: T; label: ReactNode; icon?: ReactNode };

/**
 * A small set of exclusive choices shown side by side. Built on native radio
 * buttons, so arrow keys, Tab and screen readers behave as with any radio group.
 */
export function SegmentedControl<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
  disabled,
  hint,
  className,
}: {
  label: ReactNode;
  name: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        {...(hint ? { 'aria-describedby': hintId } : {})}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg border bg-muted/50 p-1"
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              [
                'relative flex h-11 min-w-0 cursor-pointer items-center justify-center gap-2 rounded-md px-2',
                'text-sm font-medium text-muted-foreground transition-colors duration-150 select-none',
                'hover:text-foreground sm:h-9 [&_svg]:size-4 [&_svg]:shrink-0',
              ],
              'has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-checked:ring-1 has-checked:ring-border',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
              disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              // Covers the whole segment (invisible), so pointer, keyboard and tests all hit the real radio.
              className={cn(
                'absolute inset-0 m-0 cursor-pointer appearance-none rounded-md opacity-0',
                'disabled:cursor-not-allowed',
              )}
            />
            {/* Icons make way for the words on the narrowest phones. */}
            {option.icon ? <span className="hidden min-[400px]:contents">{option.icon}</span> : null}
            <span className="truncate">{option.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
