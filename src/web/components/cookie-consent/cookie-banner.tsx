import { CookieIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ACCEPT_ALL, REJECT_OPTIONAL, openCookiePreferences, saveConsent } from '@/lib/consent';
import { cn } from '@/lib/utils';

/**
 * Fixed at the bottom of every page until the visitor chooses (customer-area §2).
 * While it shows, the page gets matching bottom padding so nothing is hidden under it.
 * `prerendered`: in a prerendered page, shown by CSS only when public/before-paint.js
 * marked the visitor as not having chosen (globals.css), until the app takes over.
 */
export function CookieBanner({ onClose, prerendered = false }: { onClose: () => void; prerendered?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  // Prerendered, it is there with the page's first paint: it does not slide in then, nor once the app takes over.
  const [slideIn] = useState(!prerendered);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const body = document.body;
    const update = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-description"
      data-toast-avoid=""
      data-prerendered={prerendered ? '' : undefined}
      className={cn(
        [
          'fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-[0_-8px_30px_rgb(0_0_0/0.12)]',
          'backdrop-blur supports-[backdrop-filter]:bg-background/85',
        ],
        slideIn && 'animate-in slide-in-from-bottom-4 fade-in-0 duration-200',
      )}
    >
      <div className="container-page relative flex flex-col gap-4 py-4 lg:flex-row lg:items-center lg:gap-8 lg:pr-16">
        <div className="flex items-start gap-3 pr-10 lg:flex-1 lg:pr-0">
          <CookieIcon className="mt-0.5 hidden size-5 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 id="cookie-banner-title" className="text-sm font-semibold">
              We value your privacy
            </h2>
            <p id="cookie-banner-description" className="text-sm text-muted-foreground">
              We use necessary cookies to keep Postwright working. With your permission we also use analytics and
              marketing cookies to improve the product. Read more in our{' '}
              <Link
                to="/privacy"
                className="font-medium text-foreground underline underline-offset-4 hover:no-underline"
              >
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 min-[560px]:grid-cols-3 lg:flex lg:shrink-0">
          <Button onClick={() => saveConsent(ACCEPT_ALL)}>Accept All</Button>
          <Button onClick={() => saveConsent(REJECT_OPTIONAL)}>Reject Optional</Button>
          <Button variant="outline" className="col-span-2 min-[560px]:col-span-1" onClick={openCookiePreferences}>
            Manage Preferences
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="absolute right-2 top-2 sm:right-3 lg:top-1/2 lg:-translate-y-1/2"
          onClick={onClose}
          aria-label="Close cookie banner"
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
