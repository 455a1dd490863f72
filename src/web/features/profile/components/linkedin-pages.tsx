import { Building2Icon, Loader2Icon, RefreshCwIcon } from 'lucide-react';
import { MEMBER_TARGET } from '@shared/schemas/publication';
import type { LinkedInStatusView } from '@shared/schemas/linkedin';
import { NativeSelect } from '@/components/native-select';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRefreshLinkedInPages } from '../api/refresh-linkedin-pages';
import { useSetLinkedInTarget } from '../api/set-linkedin-target';

/**
 * Company pages (issue #23 "Targets", decision 123): the default target of the user's posts, their own profile
 * or a page they administer, and "Refresh pages". Without the page scopes it says what is missing instead.
 */
export function LinkedInPages({ view }: { view: LinkedInStatusView }) {
  const setTarget = useSetLinkedInTarget();
  const refresh = useRefreshLinkedInPages();
  if (!view.organizationScopes) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="linkedin-pages-unavailable">
        Posting as a LinkedIn company page is not set up: the admin of this LinkedIn app must add the{' '}
        <strong className="font-medium text-foreground">Community Management API</strong> product (scopes{' '}
        <code>r_organization_admin</code> and <code>w_organization_social</code>) and set{' '}
        <code>LINKEDIN_ORGANIZATION_SCOPES=true</code>. Until then, posts go to your own profile.
      </p>
    );
  }
  if (!view.canPostAsPages) {
    return (
      <p className="text-sm text-muted-foreground">Reconnect LinkedIn to post as the company pages you administer.</p>
    );
  }

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (user) =>
        toast({
          title: 'Company pages refreshed',
          description: `${user.linkedinCompanyPages.length} page${user.linkedinCompanyPages.length === 1 ? '' : 's'} you administer.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Could not refresh your pages',
          description: errorMessage(error, 'Please try again.'),
        }),
    });

  const onChange = (target: string) =>
    setTarget.mutate(
      { target },
      {
        onSuccess: () => toast({ title: 'Default target saved' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Could not save the default target',
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );

  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <label htmlFor="linkedin-default-target" className="flex items-center gap-2 text-sm font-medium">
        <Building2Icon className="size-4" aria-hidden="true" />
        Publish as
      </label>
      <p id="linkedin-default-target-hint" className="text-sm text-muted-foreground">
        {view.companyPages.length === 0
          ? 'LinkedIn lists no company page that you administer. Added one? Refresh your pages.'
          : 'Where your posts go unless you choose another for a post.'}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <NativeSelect
          id="linkedin-default-target"
          aria-describedby="linkedin-default-target-hint"
          className="sm:max-w-xs sm:flex-1"
          value={view.defaultTarget}
          disabled={setTarget.isPending || view.companyPages.length === 0}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value={MEMBER_TARGET}>Your profile{view.memberName ? ` (${view.memberName})` : ''}</option>
          {view.companyPages.map((page) => (
            <option key={page.urn} value={page.urn}>
              {page.name}
            </option>
          ))}
        </NativeSelect>
        <Button type="button" variant="outline" onClick={onRefresh} disabled={refresh.isPending}>
          {refresh.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCwIcon aria-hidden="true" />
          )}
          Refresh pages
        </Button>
      </div>
    </div>
  );
}
