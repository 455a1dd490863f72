import { cn } from '@/lib/utils';

/** 'Step x of n' with one bar per step, filled up to the current one. */
export function WizardProgress({ step, labels }: { step: number; labels: readonly string[] }) {
  const total = labels.length;
  return (
    <nav aria-label="Wizard progress" className="grid gap-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">
          Step {step} of {total}
        </span>
        {/* The bars carry their names from the sm breakpoint; phones get the current one here. */}
        <span className="text-muted-foreground sm:hidden">{labels[step - 1]}</span>
      </p>
      <ol className="grid gap-2" style={{ gridTemplateColumns: `repeat(${total}, minmax(0, 1fr))` }}>
        {labels.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="grid gap-1.5">
              <span
                aria-hidden="true"
                className={cn(
                  'h-1.5 rounded-full transition-colors duration-200',
                  state === 'todo' ? 'bg-muted' : 'bg-gradient-brand',
                  state === 'done' && 'opacity-60',
                )}
              />
              <span
                className={cn(
                  'hidden truncate text-xs sm:block',
                  state === 'current' ? 'font-medium text-foreground' : 'text-muted-foreground',
                )}
              >
                <span className="sr-only">
                  {state === 'done' ? 'Completed: ' : state === 'current' ? 'Current: ' : 'Next: '}
                </span>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
