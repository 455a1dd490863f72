import { CheckCircle2Icon, Loader2Icon, TagIcon, XCircleIcon, XIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export type DiscountStatus =
  { kind: 'checking' } | { kind: 'valid'; label: string } | { kind: 'invalid'; message: string };

type Props = {
  applied: string | null;
  status: DiscountStatus | null;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** "Have a discount code?": typed here, checked by the server against every card shown. */
export function DiscountCodeField({ applied, status, onApply, onRemove }: Props) {
  const [open, setOpen] = useState(applied !== null);
  const [draft, setDraft] = useState(applied ?? '');
  const inputId = useId();
  const statusId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim().toUpperCase();
    if (code) onApply(code);
  };

  if (!open) {
    return (
      <Button
        variant="link"
        className="mx-auto h-auto min-h-11 px-0 text-muted-foreground sm:min-h-0"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        <TagIcon aria-hidden="true" />
        Have a discount code?
      </Button>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-md gap-2">
      <form onSubmit={submit} className="flex gap-2" aria-label="Discount code">
        <label htmlFor={inputId} className="sr-only">
          Discount code
        </label>
        <Input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Discount code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          className="uppercase placeholder:normal-case"
          aria-describedby={status ? statusId : undefined}
          aria-invalid={status?.kind === 'invalid' || undefined}
          autoFocus={applied === null}
        />
        <Button type="submit" variant="outline" disabled={!draft.trim() || status?.kind === 'checking'}>
          Apply
        </Button>
        {applied ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Remove discount code"
            onClick={() => {
              setDraft('');
              onRemove();
            }}
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
      </form>
      <p id={statusId} role="status" aria-live="polite" className="min-h-5 text-sm">
        {status?.kind === 'checking' ? (
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Checking {applied}...
          </span>
        ) : status?.kind === 'valid' ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-success">
            <CheckCircle2Icon className="size-4" aria-hidden="true" />
            {applied} applied: {status.label}
          </span>
        ) : status?.kind === 'invalid' ? (
          <span className="inline-flex items-center gap-1.5 text-destructive">
            <XCircleIcon className="size-4" aria-hidden="true" />
            {status.message}
          </span>
        ) : null}
      </p>
    </div>
  );
}
