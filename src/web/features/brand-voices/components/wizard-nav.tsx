import { ArrowLeftIcon, ArrowRightIcon, Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type WizardNavProps = {
  onBack?: () => void;
  nextLabel: ReactNode;
  pendingLabel?: string;
  isPending?: boolean;
  nextIcon?: ReactNode;
  /** Beside the buttons, e.g. what the next step costs. */
  note?: ReactNode;
};

/** Back (one step) and the step's submit button; full width and stacked on phones. */
export function WizardNav({ onBack, nextLabel, pendingLabel, isPending = false, nextIcon, note }: WizardNavProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="order-2 sm:order-1">
        {onBack ? (
          <Button variant="ghost" onClick={onBack} disabled={isPending} className="w-full sm:w-auto">
            <ArrowLeftIcon aria-hidden="true" />
            Back
          </Button>
        ) : null}
      </div>
      <div className="order-1 flex flex-col gap-2 sm:order-2 sm:flex-row sm:items-center sm:gap-4">
        {note ? <div className="text-center text-sm text-muted-foreground sm:text-right">{note}</div> : null}
        <Button type="submit" variant="brand" disabled={isPending} className="w-full sm:w-auto sm:min-w-32">
          {isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {isPending ? (pendingLabel ?? nextLabel) : nextLabel}
          {isPending ? null : (nextIcon ?? <ArrowRightIcon aria-hidden="true" />)}
        </Button>
      </div>
    </div>
  );
}
