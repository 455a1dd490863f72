import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

/** A dropdown-menu entry that is a link: its icon, then its label. */
export function MenuLinkItem({
  to,
  label,
  icon: Icon,
  className,
}: {
  to: string;
  label: string;
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <DropdownMenuItem asChild className={className}>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </DropdownMenuItem>
  );
}
