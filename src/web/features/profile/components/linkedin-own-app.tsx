import { ChevronDownIcon, KeyRoundIcon, Loader2Icon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import type { LinkedInStatusView } from '@shared/schemas/linkedin';
import { Button } from '@/components/ui/button';
import type { useLinkedInConnect } from '@/data/connect-linkedin';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemoveLinkedInCredentials } from '../api/remove-linkedin-credentials';
import { LimitedButton } from './connect-linkedin-buttons';
import { LinkedInCredentialsForm } from './linkedin-credentials-form';

/** How to make a LinkedIn app of one's own, step by step. */
function OwnAppSteps({ redirectUri }: { redirectUri: string }) {
  return (
    <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground">
      <li>Create an app at linkedin.com/developers (“Create app”).</li>
      <li>Under Products, add “Sign In with LinkedIn using OpenID Connect” and, to publish, “Share on LinkedIn”.</li>
      <li>
        Under Auth, add this Redirect URI: <span className="font-medium break-all text-foreground">{redirectUri}</span>
      </li>
      <li>Copy the app’s Client ID and Client Secret below, save, then connect.</li>
    </ol>
  );
}

/**
 * "Advanced: use your own LinkedIn app": optional when Postwright has one, required
 * (and open) when it does not. Shows which app is in use, lets the user
 * change or remove theirs. `connect`: Limited Permissions is offered here too
 * (the panel's main action is then the one "Connect LinkedIn").
 */
export function LinkedInOwnApp({
  status,
  connect,
}: {
  status: LinkedInStatusView;
  connect?: ReturnType<typeof useLinkedInConnect>;
}) {
  const own = status.ownCredentials;
  const required = !status.appCredentials && !own;
  const [isOpen, setIsOpen] = useState(required);
  const [isEditing, setIsEditing] = useState(false);
  const remove = useRemoveLinkedInCredentials();

  if (required) {
    return (
      <div className="grid gap-4 rounded-lg border p-4">
        <div className="grid gap-1 text-sm">
          <p className="font-medium">Add your LinkedIn app</p>
          <p className="text-muted-foreground">
            Create an app at linkedin.com/developers with the products “Sign In with LinkedIn using OpenID Connect” and
            “Share on LinkedIn”, then enter its credentials here.
          </p>
        </div>
        <LinkedInCredentialsForm redirectUri={status.defaultRedirectUri} />
      </div>
    );
  }

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'LinkedIn credentials removed', description: 'Postwright’s own LinkedIn app is used again.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to remove credentials',
          description: errorMessage(error, 'Please try again'),
        }),
    });

  return (
    <div className="grid gap-3 rounded-lg border">
      <button
        type="button"
        className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg px-4 py-2 text-left text-sm font-medium hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring"
        aria-expanded={isOpen}
        aria-controls="linkedin-own-app"
        onClick={() => setIsOpen((v) => !v)}
      >
        <span className="flex items-center gap-2">
          <KeyRoundIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {own ? `Your LinkedIn app (${own.clientId})` : 'Advanced: use your own LinkedIn app'}
        </span>
        <ChevronDownIcon
          className={`size-4 text-muted-foreground transition-transform duration-150 ${isOpen ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {isOpen ? (
        <div id="linkedin-own-app" className="grid gap-4 px-4 pb-4">
          {own && !isEditing ? (
            <>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div className="grid gap-0.5">
                  <dt className="text-muted-foreground">Client ID</dt>
                  <dd className="font-medium break-all">{own.clientId}</dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-muted-foreground">Client Secret</dt>
                  <dd className="font-medium">Stored encrypted</dd>
                </div>
                <div className="grid gap-0.5 sm:col-span-2">
                  <dt className="text-muted-foreground">Redirect URI</dt>
                  <dd className="font-medium break-all">{own.redirectUri}</dd>
                </div>
              </dl>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
                  Change credentials
                </Button>
                {status.appCredentials ? (
                  <Button variant="ghost" size="sm" onClick={onRemove} disabled={remove.isPending}>
                    {remove.isPending ? (
                      <Loader2Icon className="animate-spin" aria-hidden="true" />
                    ) : (
                      <Trash2Icon aria-hidden="true" />
                    )}
                    {remove.isPending ? 'Removing...' : 'Use Postwright’s app instead'}
                  </Button>
                ) : null}
              </div>
            </>
          ) : (
            <>
              {connect ? (
                <div className="grid gap-2">
                  <p className="text-sm text-muted-foreground">
                    Sign-in only, without posting (when your LinkedIn account may not grant posting):
                  </p>
                  <div>
                    <LimitedButton connect={connect} />
                  </div>
                </div>
              ) : null}
              <p className="text-sm text-muted-foreground">
                {connect
                  ? 'Or connect through a LinkedIn app of your own:'
                  : 'Connect through a LinkedIn app of your own:'}
              </p>
              <OwnAppSteps redirectUri={own?.redirectUri ?? status.defaultRedirectUri} />
              <LinkedInCredentialsForm
                clientId={own?.clientId}
                redirectUri={own?.redirectUri ?? status.defaultRedirectUri}
                onSaved={() => setIsEditing(false)}
                onCancel={own ? () => setIsEditing(false) : undefined}
              />
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
