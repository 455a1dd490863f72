import { CheckCircle2Icon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The frame of both success pages: a check (or `icon`), a title, a summary, next steps. */
export function SuccessLayout({
  title,
  lead,
  children,
  actions,
  icon,
}: {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-16 sm:py-24">
      <title>{`${title} · Postwright`}</title>
      <div className="grid w-full max-w-lg grid-cols-[minmax(0,1fr)] justify-items-center gap-6 rounded-2xl border bg-card px-6 py-10 text-center sm:px-10">
        {icon ?? (
          <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
            <CheckCircle2Icon className="size-7" aria-hidden="true" />
          </span>
        )}
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{lead}</p>
        </div>
        {children}
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">{actions}</div>
      </div>
    </div>
  );
}

export function SummaryRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
