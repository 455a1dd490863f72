import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-md text-sm text-muted-foreground transition-colors hover:text-foreground sm:min-h-8"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
