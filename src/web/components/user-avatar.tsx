import { cn } from '@/lib/utils';
import { initials } from '@/lib/user-names';
import type { SessionUser } from '@/data/get-current-user';

/** The user's initials on the brand gradient; decorative, the name is always written beside it. */
export function UserAvatar({ user, className }: { user: Pick<SessionUser, 'fullName' | 'email'>; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-9 shrink-0 select-none items-center justify-center rounded-full bg-gradient-brand text-sm font-semibold text-white', className)}
    >
      {initials(user)}
    </span>
  );
}
