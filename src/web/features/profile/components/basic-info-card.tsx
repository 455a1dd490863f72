import { ExternalLinkIcon, PencilIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CardHeading } from './card-heading';
import { googleReauthNotice, takePendingEmail } from './confirm-with-google';
import { ProfileForm } from './profile-form';
import type { SessionUser } from '@/data/get-current-user';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

function NotSet() {
  return <span className="font-normal text-muted-foreground">Not set</span>;
}

/** Basic Information with its Edit/Cancel toggle (customer-area §2, §4). */
export function BasicInfoCard({ user }: { user: SessionUser }) {
  // Back from "Confirm with Google" (`?google=…`): reopen the form with the address typed before.
  const [params, setParams] = useSearchParams();
  const [googleResult] = useState(() => params.get('google'));
  const [notice] = useState(() => googleReauthNotice(googleResult));
  const [pendingEmail] = useState(() => (googleResult ? takePendingEmail() : undefined));
  const [editing, setEditing] = useState(googleResult === 'confirmed');
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!params.has('google')) return;
    setParams(
      (current) => {
        current.delete('google');
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const close = () => {
    setEditing(false);
    // The Save button disappears with the form: keep keyboard focus in the card.
    window.requestAnimationFrame(() => toggle.current?.focus());
  };

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardHeading>Basic Information</CardHeading>
          <CardDescription>Your name and contact details.</CardDescription>
        </div>
        <Button
          ref={toggle}
          variant="outline"
          size="sm"
          onClick={() => (editing ? close() : setEditing(true))}
          aria-expanded={editing}
        >
          {editing ? <XIcon aria-hidden="true" /> : <PencilIcon aria-hidden="true" />}
          {editing ? 'Cancel' : 'Edit'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {notice ? (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={notice.tone === 'error' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
          >
            {notice.text}
          </p>
        ) : null}
        {editing ? (
          <ProfileForm
            user={user}
            onSaved={close}
            initialEmail={pendingEmail}
            googleConfirmed={googleResult === 'confirmed'}
          />
        ) : (
          <dl className="grid gap-5 sm:grid-cols-2">
            <Detail label="Full Name">{user.fullName}</Detail>
            <Detail label="Email">{user.email}</Detail>
            <Detail label="LinkedIn Profile">
              {user.linkedinProfile ? (
                <a
                  href={user.linkedinProfile}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 break-all underline-offset-4 hover:underline"
                >
                  {user.linkedinProfile.replace(/^https?:\/\/(www\.)?/i, '')}
                  <ExternalLinkIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <NotSet />
              )}
            </Detail>
            <Detail label="Professional Title">{user.professionalTitle || <NotSet />}</Detail>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
