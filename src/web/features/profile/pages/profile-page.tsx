import { CookieIcon } from 'lucide-react';
import { COOKIE_RESET_RELOAD_DELAY_MS } from '@shared/constants';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { resetConsent } from '@/lib/consent';
import { toast } from '@/lib/toast';

/** Frame of /profile; account, password and LinkedIn panels are built with the accounts screens. */
export function ProfilePage() {
  const resetCookiePreferences = () => {
    resetConsent();
    toast({ title: 'Cookie preferences reset', description: 'The page will reload so you can choose again.' });
    window.setTimeout(() => window.location.reload(), COOKIE_RESET_RELOAD_DELAY_MS);
  };
  return (
    <div className="container-page grid gap-8 py-10">
      <title>Profile · Postwright</title>
      <PageHeader title="Profile" description="Manage your account and preferences" />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>Privacy & Data Rights</CardTitle>
          <CardDescription>Review the cookies Postwright may use.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={resetCookiePreferences}>
            <CookieIcon aria-hidden="true" />
            Cookie Preferences
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
