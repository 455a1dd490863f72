import { UnlinkIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDisconnectLinkedIn } from '../api/disconnect-linkedin';

/** Disconnect, after a confirmation: the token is revoked at LinkedIn and forgotten here. */
export function DisconnectLinkedInButton() {
  const [isOpen, setIsOpen] = useState(false);
  const disconnect = useDisconnectLinkedIn();
  const onConfirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setIsOpen(false);
        toast({ title: 'LinkedIn disconnected successfully' });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to disconnect LinkedIn',
          description: errorMessage(error, 'Please try again'),
        }),
    });
  return (
    <>
      <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setIsOpen(true)}>
        <UnlinkIcon aria-hidden="true" />
        Disconnect
      </Button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Disconnect LinkedIn?"
        description="Postwright will no longer be able to publish to your LinkedIn account, and its access is revoked at LinkedIn. Posts already published stay on LinkedIn and in your history."
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        isPending={disconnect.isPending}
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}
