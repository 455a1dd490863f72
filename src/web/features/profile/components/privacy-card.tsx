import { CookieIcon, ExternalLinkIcon, ShieldCheckIcon } from 'lucide-react';
import { COOKIE_RESET_RELOAD_DELAY_MS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { resetConsent } from '@/lib/consent';
import { toast } from '@/lib/toast';
import { CardHeading } from './card-heading';
import { ExportButton } from './export-button';

/** Cookie Preferences: forget the stored choice and its date, say so, reload after 1 s (customer-area §2). */
function resetCookiePreferences(): void {
  resetConsent();
  toast({ title: 'Cookie preferences reset', description: 'The page will reload so you can choose again.' });
  window.setTimeout(() => window.location.reload(), COOKIE_RESET_RELOAD_DELAY_MS);
}

/** Privacy & Data Rights (customer-area §2). */
export function PrivacyCard() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardHeading>Privacy & Data Rights</CardHeading>
        <CardDescription>See what we store, take a copy, and choose your cookies.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild variant="outline" className="w-full justify-start">
          <a href="/privacy" target="_blank" rel="noopener">
            <ShieldCheckIcon aria-hidden="true" />
            Privacy Policy
            <ExternalLinkIcon className="ml-auto size-3.5 text-muted-foreground" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
        <ExportButton label="Download My Data" />
        <Button variant="outline" className="w-full justify-start" onClick={resetCookiePreferences}>
          <CookieIcon aria-hidden="true" />
          Cookie Preferences
        </Button>
      </CardContent>
    </Card>
  );
}
