import { cn } from '@/lib/utils';
import { BOTTOM_BAR_ITEMS } from './nav-items';
import { BottomBarLink } from './nav-link';

/** Phones and tablets: Home, Voices, Generate, History, Profile, always within thumb's reach. */
export function MobileBottomBar({ className }: { className?: string }) {
  return (
    <nav
      aria-label="Bottom navigation"
      data-toast-avoid=""
      className={cn(
        [
          'fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
          'supports-[backdrop-filter]:bg-background/85',
        ],
        className,
      )}
    >
      <ul className="mx-auto grid max-w-lg grid-cols-6 px-1">
        {BOTTOM_BAR_ITEMS.map((item) => (
          <li key={item.to}>
            <BottomBarLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
