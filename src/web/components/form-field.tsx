import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export type FieldControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/**
 * A label, a control and its validation message, wired for assistive
 * technology: the message is announced and linked with aria-describedby.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint || error ? (
        <div className="flex items-start justify-between gap-3 text-sm">
          {error ? (
            <p id={errorId} className="text-destructive">
              {error}
            </p>
          ) : (
            <span />
          )}
          {hint ? (
            <span id={hintId} className="text-xs tabular-nums text-muted-foreground">
              {hint}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
