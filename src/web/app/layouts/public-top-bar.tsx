import { MenuIcon, MoonIcon, SunIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { toggleTheme, useTheme } from '@/lib/theme';

const PublicTopBarControls = lazy(async () => ({ default: (await import('./public-top-bar-controls')).PublicTopBarControls }));

/** Signed-out top bar (customer-area §2): logo, Sign In, Get Started, a menu, the theme toggle. */
export function PublicTopBar() {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="container-page flex h-16 items-center justify-between gap-2">
        <Link to="/" aria-label="Postwright home" className="-ml-1 rounded-md p-1">
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <Suspense fallback={<ControlsPlaceholder />}>
            <PublicTopBarControls />
          </Suspense>
          <Button asChild variant="ghost" className="max-sm:hidden">
            <Link to="/auth">Sign In</Link>
          </Button>
          <Button asChild>
            <Link to="/auth">Get Started</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

/** The same two buttons, same size, while their Radix code arrives (no layout shift); the theme one already works. */
function ControlsPlaceholder() {
  const theme = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <>
      <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} data-theme-current={theme}>
        {theme === 'dark' ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
      </Button>
      <Button variant="ghost" className="px-3 max-sm:w-11 max-sm:px-0" aria-label="Menu" aria-haspopup="menu">
        <MenuIcon aria-hidden="true" />
        <span className="max-sm:hidden">Menu</span>
      </Button>
    </>
  );
}
