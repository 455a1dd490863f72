import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import {
  readConsent,
  saveConsent,
  setCookiePreferencesOpen,
  takeCookiePreferencesOpener,
  useCookiePreferencesOpen,
  type ConsentChoice,
} from '@/lib/consent';

type Category = { id: 'necessary' | 'analytics' | 'marketing'; title: string; description: string };

// Texts of customer-area §2.
const CATEGORIES: Category[] = [
  { id: 'necessary', title: 'Necessary Cookies', description: 'Required for the website to function properly.' },
  { id: 'analytics', title: 'Analytics Cookies', description: 'Help us understand how visitors use our website.' },
  { id: 'marketing', title: 'Marketing Cookies', description: 'Used to deliver personalized content and ads.' },
];

export function CookiePreferencesDialog() {
  const open = useCookiePreferencesOpen();
  return (
    <Dialog open={open} onOpenChange={setCookiePreferencesOpen}>
      <DialogContent
        aria-describedby="cookie-preferences-description"
        onCloseAutoFocus={(event) => {
          const target = takeCookiePreferencesOpener();
          if (!target) return;
          event.preventDefault();
          target.focus({ preventScroll: true });
        }}
      >
        {/* Content mounts on each opening, so the switches start from the stored choice every time. */}
        <PreferencesForm />
      </DialogContent>
    </Dialog>
  );
}

function PreferencesForm() {
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const stored = readConsent();
    return { analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false };
  });

  const save = () => {
    saveConsent(choice);
    setCookiePreferencesOpen(false);
  };

  return (
    <>
      <DialogHeading title="Cookie Preferences" descriptionId="cookie-preferences-description">
        Choose which cookies Postwright may use. Necessary cookies are always on; the others are off unless you switch
        them on.
      </DialogHeading>
      <ul className="grid gap-3">
        {CATEGORIES.map((category) => {
          const id = `cookie-${category.id}`;
          const checked = category.id === 'necessary' ? true : choice[category.id];
          return (
            <li key={category.id} className="flex items-start justify-between gap-4 rounded-lg border p-4">
              <div className="grid gap-1">
                <Label htmlFor={id}>{category.title}</Label>
                <p id={`${id}-description`} className="text-sm text-muted-foreground">
                  {category.description}
                </p>
              </div>
              <Switch
                id={id}
                className="mt-0.5"
                checked={checked}
                disabled={category.id === 'necessary'}
                aria-describedby={`${id}-description`}
                onCheckedChange={(value) => {
                  if (category.id !== 'necessary') setChoice((current) => ({ ...current, [category.id]: value }));
                }}
              />
            </li>
          );
        })}
      </ul>
      <DialogFooter>
        <Button variant="outline" onClick={() => setCookiePreferencesOpen(false)}>
          Cancel
        </Button>
        <Button onClick={save}>Save Preferences</Button>
      </DialogFooter>
    </>
  );
}
