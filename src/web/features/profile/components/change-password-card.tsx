import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CardHeading } from './card-heading';
import { ChangePasswordForm } from './change-password-form';
import { SetPasswordPanel } from './set-password-panel';
import type { SessionUser } from '@/data/get-current-user';

export function ChangePasswordCard({ user }: { user: SessionUser }) {
  return (
    <Card>
      <CardHeader>
        <CardHeading>{user.hasPassword ? 'Change Password' : 'Set a Password'}</CardHeading>
        <CardDescription>
          {user.hasPassword
            ? 'Changing it signs you out on every other device.'
            : 'Optional: Google sign-in keeps working either way.'}
        </CardDescription>
      </CardHeader>
      <CardContent>{user.hasPassword ? <ChangePasswordForm /> : <SetPasswordPanel email={user.email} />}</CardContent>
    </Card>
  );
}
