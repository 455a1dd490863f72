import { useId, type ReactNode } from 'react';

export type ChoiceGroupControl = { 'aria-labelledby': string; 'aria-describedby'?: string; invalid: boolean };

/** A labelled group of choices (radio cards) with its hint and validation message. */
export function ChoiceGroup({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (control: ChoiceGroupControl) => ReactNode;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <div className="grid gap-1">
        <p id={labelId} className="text-sm font-medium leading-snug">
          {label}
        </p>
        {hint ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      {children({
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        invalid: Boolean(error),
      })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Goal (optional)", with the hint in the quieter style the text fields use. */
export function OptionalLabel({ text, optional }: { text: string; optional: boolean }) {
  return optional ? (
    <>
      {text} <span className="font-normal text-muted-foreground">(optional)</span>
    </>
  ) : (
    text
  );
}
