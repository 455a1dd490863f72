import { AlertCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Why the last try failed, in the server's words, where the user is looking. */
export function FormProblem({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
