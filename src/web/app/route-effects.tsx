import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '@/lib/analytics';

/**
 * On every navigation: start at the top of the new page, move keyboard focus
 * to the main content (so screen readers announce the new page), and report a
 * page view (only ever sent with analytics consent).
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const isFirst = useRef(true);

  useEffect(() => {
    trackPageView(pathname);
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo({ top: 0, left: 0 });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return null;
}
