import { cn } from '@/lib/utils';
import { initials } from '@/lib/user-names';
import type { SessionUser } from '@/data/get-current-user';

type AvatarUser = Pick<SessionUser, 'fullName' | 'email'> & { profileImage?: string | null };

/**
 * The user's profile picture, or their initials on the brand gradient; decorative, the name is always written
 * beside it.
 */
export function UserAvatar({ user, className }: { user: AvatarUser; className?: string }) {
  if (user.profileImage)
    return (
      <img
        src={user.profileImage}
        alt=""
        aria-hidden="true"
        className={cn('size-9 shrink-0 rounded-full bg-muted object-cover', className)}
        data-testid="user-avatar-picture"
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        [
          'inline-flex size-9 shrink-0 select-none items-center justify-center rounded-full bg-gradient-brand',
          'text-sm font-semibold text-white',
        ],
        className,
      )}
    >
      {initials(user)}
    </span>
  );
}
