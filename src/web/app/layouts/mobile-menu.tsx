import { LogOutIcon, MenuIcon, ShieldIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserAvatar } from '@/components/user-avatar';
import { MenuLinkItem } from './menu-link-item';
import { ADMIN_CONTROLS, ADMIN_ITEM, MOBILE_MENU_ITEMS } from './nav-items';
import { creditCount } from '@/lib/credit-info';
import { usePolledCreditInfo } from '@/data/get-credit-info';
import { useSignOut } from '@/data/sign-out';
import type { SessionUser } from '@/data/get-current-user';

/**
 * The mobile top menu (customer-area §2): who is signed in with the credit
 * count, the pages the bottom bar has no room for, the admin links for
 * admins, and Logout. Unlike the observed client, a failed logout here says so.
 */
export function MobileMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const { data: credits } = usePolledCreditInfo();
  const isAdmin = user.role === 'admin';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menu">
          <MenuIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(18rem,calc(100vw-2rem))]">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal text-foreground">
          <UserAvatar user={user} />
          <span className="grid min-w-0 flex-1 gap-0.5">
            <span className="flex items-center gap-2">
              <span className="truncate text-sm font-medium">{user.fullName || user.email}</span>
              {isAdmin ? (
                <Badge variant="secondary" className="px-1.5 py-0 text-[0.6875rem]">
                  Admin
                </Badge>
              ) : null}
            </span>
            <span className="text-xs tabular-nums text-muted-foreground">
              {credits ? creditCount(credits.credits) : 'Loading credits…'}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {MOBILE_MENU_ITEMS.map(({ to, label, icon }) => (
          <MenuLinkItem key={to} to={to} label={label} icon={icon} />
        ))}
        {isAdmin ? (
          <>
            <DropdownMenuSeparator />
            <MenuLinkItem to={ADMIN_ITEM.to} label={ADMIN_ITEM.label} icon={ShieldIcon} />
            <DropdownMenuGroup aria-labelledby="admin-controls-label">
              <DropdownMenuLabel id="admin-controls-label">Admin Controls</DropdownMenuLabel>
              {ADMIN_CONTROLS.map(({ tab, label }) => (
                <DropdownMenuItem key={tab} asChild inset>
                  <Link to={`/admin?tab=${tab}`}>{label}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOutIcon aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
