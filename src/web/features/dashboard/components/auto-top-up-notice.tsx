import { CreditCardIcon, ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAutoTopUp } from '@/data/get-auto-top-up';
import { formatEuro, formatNumber } from '@/lib/format';

/** What the last automatic top-up needs from the user: their bank's confirmation (SCA), or a new card after a decline. */
export function AutoTopUpNotice() {
  const notice = useAutoTopUp().data?.notice;
  if (!notice) return null;
  if (notice.kind === 'requires_action')
    return (
      <Alert>
        <ShieldAlertIcon aria-hidden="true" />
        <AlertTitle>Your automatic top-up needs your confirmation</AlertTitle>
        <AlertDescription className="grid gap-2">
          <p>
            Your bank wants you to confirm the purchase of {formatNumber(notice.credits)} credits (
            {formatEuro(notice.amountCents)}). Nothing has been charged yet.
          </p>
          <Button asChild variant="brand" size="sm" className="w-fit">
            <Link to={`/billing/top-up/${notice.topUpId}`}>Complete payment</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  return (
    <Alert variant="destructive">
      <CreditCardIcon aria-hidden="true" />
      <AlertTitle>Auto top-up is off: your card was declined</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>Nothing was charged. Buy a pack with another card, then turn auto top-up back on.</p>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <Link to="/pricing?tab=packs">Buy credits</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
