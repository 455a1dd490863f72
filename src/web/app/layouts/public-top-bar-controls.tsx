import { FileTextIcon, LogInIcon, MailIcon, MenuIcon, ShieldCheckIcon, TagIcon } from 'lucide-react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TooltipProvider } from '@/components/ui/tooltip';
import { MenuLinkItem } from './menu-link-item';

const MENU_LINKS = [
  { to: '/pricing', label: 'Pricing', icon: TagIcon },
  { to: '/contact', label: 'Contact', icon: MailIcon },
  { to: '/privacy', label: 'Privacy', icon: ShieldCheckIcon },
  { to: '/terms', label: 'Terms', icon: FileTextIcon },
] as const;

/** The theme toggle (with its tooltip) and the menu of the signed-out top bar: Radix code, loaded right after the first paint. */
export function PublicTopBarControls() {
  return (
    <TooltipProvider>
      <ThemeToggle />
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="px-3 max-sm:w-11 max-sm:px-0" aria-label="Menu">
            <MenuIcon aria-hidden="true" />
            <span className="max-sm:hidden">Menu</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {MENU_LINKS.map(({ to, label, icon }) => (
            <MenuLinkItem key={to} to={to} label={label} icon={icon} />
          ))}
          {/* On phones Sign In lives here, so the bar keeps room for Get Started. */}
          <DropdownMenuSeparator className="sm:hidden" />
          <MenuLinkItem to="/auth" label="Sign In" icon={LogInIcon} className="sm:hidden" />
        </DropdownMenuContent>
      </DropdownMenu>
    </TooltipProvider>
  );
}
