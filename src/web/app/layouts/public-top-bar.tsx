import { MenuIcon, MoonIcon, SunIcon } from 'lucide-react';
import { createElement, useSyncExternalStore, type ComponentType } from 'react';
import { Link } from 'react-router';
import { SIGN_UP_PATH } from '@/lib/auth-paths';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { toggleTheme, useTheme } from '@/lib/theme';

// Fetched as soon as the app starts, in parallel with the session call, so it is
// almost always here before the top bar first renders (no swap under the pointer).
let Controls: ComponentType | undefined;
const controlsReady = import('./public-top-bar-controls').then((module) => {
  Controls = module.PublicTopBarControls;
  return Controls;
});

const subscribeControls = (listener: () => void) => {
  let live = true;
  void controlsReady.then(() => live && listener());
  return () => {
    live = false;
  };
};

/** The controls' code; the prerendered landing page waits for it before rendering and before hydrating (decision 077). */
export const loadPublicTopBarControls = () => controlsReady;

/**
 * Whether the controls' code is here. The same answer on the server: the
 * landing page is prerendered, and hydrated, only once the code is loaded, so
 * its markup has the real menu and theme toggle and a press on them before the
 * app takes over is replayed on the same element (src/web/landing.ts).
 */
function useControlsLoaded(): boolean {
  const loaded = () => Controls !== undefined;
  return useSyncExternalStore(subscribeControls, loaded, loaded);
}

/** The loaded controls (one stable component, whatever the module gave). */
function LoadedControls() {
  return Controls ? createElement(Controls) : null;
}

/** Signed-out top bar (customer-area §2): logo, Sign In, Get Started, a menu, the theme toggle. */
export function PublicTopBar() {
  const controlsLoaded = useControlsLoaded();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="container-page flex h-16 items-center justify-between gap-2">
        <Link to="/" aria-label="Postwright home" className="-ml-1 rounded-md p-1">
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {controlsLoaded ? <LoadedControls /> : <ControlsPlaceholder />}
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

/** The same two buttons, same size, while their Radix code arrives (no layout shift); the theme one already works. */
function ControlsPlaceholder() {
  const theme = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <>
      <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} data-theme-current={theme}>
        {/* Both icons, the stylesheet showing the right one: correct before the app takes over a prerendered page. */}
        <SunIcon aria-hidden="true" className="hidden dark:block" />
        <MoonIcon aria-hidden="true" className="dark:hidden" />
      </Button>
      <Button variant="ghost" className="px-3 max-sm:w-11 max-sm:px-0" aria-label="Menu" aria-haspopup="menu">
        <MenuIcon aria-hidden="true" />
        <span className="max-sm:hidden">Menu</span>
      </Button>
    </>
  );
}
