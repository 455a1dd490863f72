import { FileTextIcon, LogInIcon, MailIcon, MenuIcon, ShieldCheckIcon, TagIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SIGN_UP_PATH } from '@/lib/auth-paths';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

const MENU_LINKS = [
  { to: '/pricing', label: 'Pricing', icon: TagIcon },
  { to: '/contact', label: 'Contact', icon: MailIcon },
  { to: '/privacy', label: 'Privacy', icon: ShieldCheckIcon },
  { to: '/terms', label: 'Terms', icon: FileTextIcon },
] as const;

/** Signed-out top bar (customer-area §2): logo, Sign In, Get Started, a menu, the theme toggle. */
export function PublicTopBar() {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="container-page flex h-16 items-center justify-between gap-2">
        <Link to="/" aria-label="Postwright home" className="-ml-1 rounded-md p-1">
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
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
          <Button asChild variant="ghost" className="max-sm:hidden">
            <Link to="/auth">Sign In</Link>
          </Button>
          <Button asChild>
            <Link to={SIGN_UP_PATH}>Get Started</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
