import { MailIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT } from '@shared/constants';
import { LinkedInIcon } from '@/components/brand-icons';
import { Logo } from '@/components/logo';
import { openCookiePreferences } from '@/lib/consent';

const linkClass =
  'inline-flex min-h-11 items-center rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground sm:min-h-8';

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 grid content-start gap-3 lg:col-span-1">
          <Link to="/" aria-label="Postwright home" className="w-fit rounded-md">
            <Logo />
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">
            LinkedIn posts in your own voice, written in seconds. Made in Belgium.
          </p>
        </div>
        <nav aria-labelledby="footer-product" className="grid content-start gap-1">
          <h2 id="footer-product" className="mb-1 text-sm font-semibold">
            Product
          </h2>
          <Link to="/pricing" className={linkClass}>
            Pricing
          </Link>
          <Link to="/auth" className={linkClass}>
            Sign In
          </Link>
          <Link to="/contact" className={linkClass}>
            Contact
          </Link>
        </nav>
        <nav aria-labelledby="footer-legal" className="grid content-start gap-1">
          <h2 id="footer-legal" className="mb-1 text-sm font-semibold">
            Legal
          </h2>
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          <button
            type="button"
            onClick={openCookiePreferences}
            className={`${linkClass} w-fit cursor-pointer text-left`}
          >
            Cookie Preferences
          </button>
        </nav>
        <div className="col-span-2 grid content-start gap-1 lg:col-span-1">
          <h2 className="mb-1 text-sm font-semibold">Get in touch</h2>
          <a href={SUPPORT.linkedinUrl} target="_blank" rel="noopener noreferrer" className={`${linkClass} gap-2`}>
            <LinkedInIcon className="size-4" />
            LinkedIn
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <a href={`mailto:${SUPPORT.email}`} className={`${linkClass} gap-2`}>
            <MailIcon className="size-4" aria-hidden="true" />
            {SUPPORT.email}
          </a>
        </div>
      </div>
      <div className="border-t">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>© 2024 Postwright. All rights reserved.</p>
          <p>{SUPPORT.location}</p>
        </div>
      </div>
    </footer>
  );
}
