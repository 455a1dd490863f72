import { FileTextIcon, LogInIcon, MailIcon, MenuIcon, ShieldCheckIcon, TagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { TooltipProvider } from '@/components/ui/tooltip';

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
          {MENU_LINKS.map(({ to, label, icon: Icon }) => (
            <DropdownMenuItem key={to} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
          {/* On phones Sign In lives here, so the bar keeps room for Get Started. */}
          <DropdownMenuSeparator className="sm:hidden" />
          <DropdownMenuItem asChild className="sm:hidden">
            <Link to="/auth">
              <LogInIcon aria-hidden="true" />
              Sign In
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </TooltipProvider>
  );
}
