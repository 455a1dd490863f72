import { Loader2Icon, SettingsIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenBillingPortal } from '@/data/get-subscription';

/** "Manage Subscription": Stripe's billing portal, where the plan is changed or cancelled. */
export function ManageSubscriptionButton({
  variant = 'outline',
  className,
  label = 'Manage Subscription',
}: Pick<ComponentProps<typeof Button>, 'variant' | 'className'> & { label?: string }) {
  const portal = useOpenBillingPortal();
  const opening = portal.isPending || portal.isSuccess;
  return (
    <Button variant={variant} className={className} disabled={opening} onClick={() => portal.mutate()}>
      {opening ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <SettingsIcon aria-hidden="true" />}
      {opening ? 'Opening...' : label}
    </Button>
  );
}
