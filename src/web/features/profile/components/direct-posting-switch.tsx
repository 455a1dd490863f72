import { Loader2Icon } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateLinkedInSettings } from '../api/update-linkedin-settings';

/** One-click publishing (customer-area §4: only while connected; §8 texts). */
export function DirectPostingSwitch({ enabled, canPublish }: { enabled: boolean; canPublish: boolean }) {
  const update = useUpdateLinkedInSettings();
  const onChange = (directPostingEnabled: boolean) =>
    update.mutate(
      { directPostingEnabled },
      {
        onSuccess: () =>
          toast({ title: directPostingEnabled ? 'One-click publishing enabled' : 'One-click publishing disabled' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to update settings',
            description: errorMessage(error, 'Please try again'),
          }),
      },
    );
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <label htmlFor="linkedin-direct-posting" className="text-sm font-medium">
          One-click publishing
        </label>
        <p id="linkedin-direct-posting-hint" className="text-sm text-muted-foreground">
          {canPublish
            ? 'Publish from the generator and your history with a single click, without the preview and confirmation step.'
            : 'Needs a connection with full permissions: reconnect LinkedIn (not Limited Permissions) to publish.'}
        </p>
      </div>
      <div className="flex items-center gap-2 pt-0.5">
        {update.isPending ? (
          <Loader2Icon className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
        ) : null}
        <Switch
          id="linkedin-direct-posting"
          aria-describedby="linkedin-direct-posting-hint"
          checked={enabled && canPublish}
          disabled={!canPublish || update.isPending}
          onCheckedChange={onChange}
        />
      </div>
    </div>
  );
}
