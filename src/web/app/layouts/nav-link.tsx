import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import { isActive, type NavItem } from './nav-items';

/** Whether the item owns the current path, and the link's target with aria-current set to match. */
function useNavLink(item: NavItem) {
  const { pathname } = useLocation();
  const current = isActive(item, pathname);
  return { current, linkProps: { to: item.to, 'aria-current': current ? ('page' as const) : undefined } };
}

/** A sidebar link: highlighted, and announced as the current page, on the paths it owns. */
export function SidebarLink({ item }: { item: NavItem }) {
  const { current, linkProps } = useNavLink(item);
  return (
    <Link
      {...linkProps}
      className={cn(
        [
          'group relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground',
          'transition-colors duration-150 hover:bg-accent hover:text-foreground',
        ],
        current && 'bg-accent text-foreground',
      )}
    >
      {current ? (
        <span aria-hidden="true" className="absolute inset-y-2 left-0 w-0.5 rounded-full bg-gradient-brand" />
      ) : null}
      <item.icon
        className={cn(
          'size-4 shrink-0',
          current ? 'text-foreground' : 'text-muted-foreground group-hover:text-foreground',
        )}
        aria-hidden="true"
      />
      {item.label}
    </Link>
  );
}

/** A bottom-bar tab: icon over a short label, at least 56 px tall. */
export function BottomBarLink({ item }: { item: NavItem }) {
  const { current, linkProps } = useNavLink(item);
  return (
    <Link
      {...linkProps}
      className={cn(
        [
          'flex min-h-14 flex-col items-center justify-center gap-1 rounded-md text-[0.6875rem] font-medium',
          'text-muted-foreground transition-colors duration-150 hover:text-foreground',
        ],
        current && 'text-foreground',
      )}
    >
      <span
        className={cn(
          'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
          current && 'bg-accent',
        )}
      >
        <item.icon className="size-5" aria-hidden="true" />
      </span>
      {item.label}
    </Link>
  );
}
