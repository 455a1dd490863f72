import { Card, CardContent } from '@/components/ui/card';
import { UserAvatar } from '@/components/user-avatar';
import { formatLongDate } from '@/lib/format';
import type { SessionUser } from '@/data/get-current-user';

/** Initials, name, title (default 'Professional') and join date (customer-area §2). */
export function AvatarCard({ user }: { user: SessionUser }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 text-center">
        <UserAvatar user={user} className="size-20 text-2xl" />
        <div className="grid min-w-0 gap-0.5">
          <p className="break-words text-lg font-semibold">{user.fullName || user.email}</p>
          <p className="text-sm text-muted-foreground">{user.professionalTitle || 'Professional'}</p>
        </div>
        <p className="text-xs text-muted-foreground">
          Joined <time dateTime={user.createdAt}>{formatLongDate(new Date(user.createdAt))}</time>
        </p>
      </CardContent>
    </Card>
  );
}
