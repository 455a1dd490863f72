import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { DeleteWithPasswordForm, DeleteWithWordForm } from './delete-account-form';
import type { SessionUser } from '@/data/get-current-user';

/**
 * Delete Account (DECISIONS.md, Accounts): a confirmation that asks for the
 * password, or the word DELETE for accounts that sign in with Google only.
 * Closing the dialog forgets what was typed.
 */
export function DeleteAccountDialog({ user }: { user: SessionUser }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full justify-start text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading title="Delete your account?">
          This permanently removes your posts, brand voices and images and signs you out. It cannot be undone. Records
          of payments are kept as the law requires, without your personal details. Download your data first if you want
          a copy.
        </DialogHeading>
        {user.hasPassword ? <DeleteWithPasswordForm /> : <DeleteWithWordForm />}
      </DialogContent>
    </Dialog>
  );
}
