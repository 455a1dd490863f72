import { Loader2Icon, LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CardHeading } from './card-heading';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ExportButton } from './export-button';
import { useSignOut } from '@/data/sign-out';
import type { SessionUser } from '@/data/get-current-user';

/** Quick Actions (customer-area §2), every one of them wired. */
export function QuickActionsCard({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const signingOut = signOut.isPending || signOut.isSuccess;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardHeading>Quick Actions</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-2">
        <ExportButton label="Export My Data" />
        <Button
          variant="outline"
          className="w-full justify-start"
          disabled={signingOut}
          onClick={() => signOut.mutate()}
        >
          {signingOut ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <LogOutIcon aria-hidden="true" />}
          {signingOut ? 'Signing out...' : 'Sign Out'}
        </Button>
        <DeleteAccountDialog user={user} />
      </CardContent>
    </Card>
  );
}
