import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

type StepCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** After the user moves between steps, focus the new step's heading so keyboard and screen-reader users land on it. */
  focusOnMount?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  className?: string;
};

/** One wizard step: a titled card, rendered as a form when it has one. */
export function StepCard({
  title,
  description,
  children,
  footer,
  focusOnMount = false,
  onSubmit,
  className,
}: StepCardProps) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    headingRef.current?.focus({ preventScroll: true });
    // Back to the top: the progress and the new step's start, clear of the phones' fixed top bar.
    window.scrollTo({ top: 0 });
  }, [focusOnMount]);

  const body = (
    <>
      <div className="grid gap-1.5 px-5 sm:px-8">
        <h2 ref={headingRef} id={titleId} tabIndex={-1} className="text-xl font-semibold outline-none">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      <div className="grid gap-6 px-5 sm:px-8">{children}</div>
      {footer ? <div className="border-t px-5 pt-5 sm:px-8">{footer}</div> : null}
    </>
  );
  const classes = cn('grid gap-6 rounded-xl border bg-card py-6 sm:py-8', className);
  return onSubmit ? (
    <form aria-labelledby={titleId} onSubmit={onSubmit} noValidate className={classes}>
      {body}
    </form>
  ) : (
    <section aria-labelledby={titleId} className={classes}>
      {body}
    </section>
  );
}
