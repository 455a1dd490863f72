import { Loader2Icon, ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { completeTopUp, useAutoTopUp } from '@/data/get-auto-top-up';
import { errorMessage } from '@/lib/api-client';
import { formatEuro, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';

/**
 * /billing/top-up/:id, the link of the "Confirm your top-up" e-mail: the bank held back an automatic top-up (SCA),
 * so the customer pays it on Stripe's page, which asks for the confirmation (decision 093).
 */
export function CompleteTopUpPage() {
  const { id = '' } = useParams();
  const settings = useAutoTopUp();
  const [pending, setPending] = useState(false);
  const notice = settings.data?.notice;
  const waiting = notice?.kind === 'requires_action' && notice.topUpId === id ? notice : null;

  const pay = async () => {
    setPending(true);
    try {
      window.location.assign(await completeTopUp(id));
    } catch (error) {
      setPending(false);
      toast({ variant: 'destructive', title: 'Payment Error', description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <div className="container-page grid max-w-2xl gap-6 py-8 sm:py-10">
      <title>Confirm your top-up · Postwright</title>
      <PageHeader title="Confirm your top-up" description="Your bank wants you to confirm this payment yourself." />
      <Card>
        <CardContent className="grid gap-4 text-sm">
          {settings.isPending ? (
            <p role="status">Loading…</p>
          ) : waiting ? (
            <>
              <p>
                Your balance fell under 5 credits and we tried to buy {formatNumber(waiting.credits)} credits (
                {formatEuro(waiting.amountCents)}) with your saved card. Nothing has been charged yet.
              </p>
              <Button variant="brand" className="w-fit" disabled={pending} onClick={() => void pay()}>
                {pending ? (
                  <Loader2Icon className="animate-spin" aria-hidden="true" />
                ) : (
                  <ShieldCheckIcon aria-hidden="true" />
                )}
                {pending ? 'Processing...' : 'Complete payment'}
              </Button>
            </>
          ) : (
            <>
              <p>This top-up needs nothing more from you: it was paid or is no longer waiting.</p>
              <Button asChild variant="outline" className="w-fit">
                <Link to="/profile">Go to your profile</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
