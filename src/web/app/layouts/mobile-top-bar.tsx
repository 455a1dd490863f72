import { Link } from 'react-router';
import { CreditBadge } from '@/components/credit-badge';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { cn } from '@/lib/utils';
import { MobileMenu } from './mobile-menu';
import type { SessionUser } from '@/data/get-current-user';

/** Phones and tablets: logo, credit balance, theme and the menu; the bottom bar holds the main links. */
export function MobileTopBar({ user, className }: { user: SessionUser; className?: string }) {
  return (
    <header
      className={cn(
        'sticky top-0 z-30 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70',
        className,
      )}
    >
      <div className="flex h-14 items-center justify-between gap-2 px-4 sm:px-6">
        <Link to="/" aria-label="Postwright home" className="-ml-1 rounded-md p-1">
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          <CreditBadge compact className="mr-1" />
          <ThemeToggle />
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
