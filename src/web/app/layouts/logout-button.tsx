import { Loader2Icon, LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useSignOut } from '@/data/sign-out';

export function LogoutButton({ className }: { className?: string }) {
  const signOut = useSignOut();
  const pending = signOut.isPending || signOut.isSuccess;
  return (
    <Button
      variant="ghost"
      className={cn('justify-start text-muted-foreground hover:text-foreground', className)}
      disabled={pending}
      onClick={() => signOut.mutate()}
    >
      {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <LogOutIcon aria-hidden="true" />}
      {pending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
