import { Link } from 'react-router';
import { CreditBadge } from '@/components/credit-badge';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/utils';
import { LogoutButton } from './logout-button';
import { ADMIN_ITEM, PROFILE_ITEM, SIDEBAR_ITEMS } from './nav-items';
import { SidebarLink } from './nav-link';
import type { SessionUser } from '@/data/get-current-user';

/** Desktop sidebar (customer-area §2): the links, the credit badge, who is signed in, theme and logout. */
export function AppSidebar({ user, className }: { user: SessionUser; className?: string }) {
  const items = [...SIDEBAR_ITEMS, ...(user.role === 'admin' ? [ADMIN_ITEM] : []), PROFILE_ITEM];
  return (
    <aside aria-label="Sidebar" className={cn('sticky top-0 flex h-dvh flex-col border-r bg-card/40', className)}>
      <div className="flex h-16 items-center px-5">
        <Link to="/" aria-label="Postwright home" className="-ml-1 rounded-md p-1">
          <Logo />
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-3 border-t p-4">
        <CreditBadge className="w-fit" />
        <div className="flex items-center gap-3">
          <UserAvatar user={user} />
          <div className="grid min-w-0 flex-1">
            <span className="flex items-center gap-2">
              <span className="truncate text-sm font-medium">{user.fullName || user.email}</span>
              {user.role === 'admin' ? (
                <Badge variant="secondary" className="px-1.5 py-0 text-[0.6875rem]">
                  Admin
                </Badge>
              ) : null}
            </span>
            <span className="truncate text-xs text-muted-foreground" title={user.email}>
              {user.email}
            </span>
          </div>
        </div>
        <div className="flex items-center justify-between gap-2">
          <LogoutButton className="-ml-2" />
          <ThemeToggle />
        </div>
      </div>
    </aside>
  );
}
