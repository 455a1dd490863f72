import type { ReactNode } from 'react';
import { LogoMark } from '@/components/logo';

/** The centred card every account screen uses. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <div className="grid w-full max-w-md gap-6">
        <div className="grid justify-items-center gap-4 text-center">
          <LogoMark className="size-10" />
          <div className="grid gap-1.5">
            <h1 className="text-2xl font-semibold">{title}</h1>
            {description ? <p className="text-muted-foreground">{description}</p> : null}
          </div>
        </div>
        <div className="rounded-xl border bg-card p-6 sm:p-8">{children}</div>
        {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </div>
  );
}
