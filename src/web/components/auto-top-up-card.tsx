import { Loader2Icon, RefreshCwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { LOW_CREDIT_THRESHOLD, type PackKey } from '@shared/constants';
import { AUTO_TOP_UP_DEFAULT_LIMIT, type AutoTopUpSettings } from '@shared/schemas/auto-top-up';
import { NativeSelect } from '@/components/native-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useAutoTopUp, useSaveAutoTopUp } from '@/data/get-auto-top-up';
import { errorMessage } from '@/lib/api-client';
import { formatEuro, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';

/**
 * "Top up automatically" (issue #24, decision 093), on the pricing page and the profile: only for a customer who
 * bought before (their card is saved at Stripe). The chosen pack is bought when the balance falls under 5 credits,
 * at most the monthly limit in euros each calendar month.
 */
export function AutoTopUpCard({ className }: { className?: string }) {
  const { data } = useAutoTopUp();
  if (!data?.eligible) return null;
  return <AutoTopUpForm key={String(data.enabled)} initial={data} className={className} />;
}

function AutoTopUpForm({ initial, className }: { initial: AutoTopUpSettings; className?: string }) {
  const save = useSaveAutoTopUp();
  const ids = { enabled: useId(), pack: useId(), limit: useId(), heading: useId() };
  const [packKey, setPackKey] = useState<PackKey>(initial.packKey ?? initial.packs[0]?.packKey ?? 'small');
  const [limit, setLimit] = useState(String(initial.monthlyLimit || AUTO_TOP_UP_DEFAULT_LIMIT));
  const limitValue = Number(limit);
  const limitValid = Number.isInteger(limitValue) && limitValue >= 1 && limitValue <= 1000;

  const submit = (enabled: boolean) =>
    save.mutate(
      { enabled, packKey, monthlyLimit: limitValid ? limitValue : initial.monthlyLimit },
      {
        onSuccess: (saved) =>
          toast({ title: saved.enabled ? 'Auto top-up is on' : enabled ? 'Auto top-up saved' : 'Auto top-up is off' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Could not save auto top-up',
            description: errorMessage(error, 'Please try again.'),
          }),
      },
    );

  return (
    <Card role="region" className={className} aria-labelledby={ids.heading}>
      <CardHeader className="grid gap-1.5">
        <h2 id={ids.heading} className="text-base leading-snug font-semibold">
          Auto top-up
        </h2>
        <CardDescription>
          When your balance falls under {LOW_CREDIT_THRESHOLD} credits, we buy the pack you choose with the card you
          paid with before. You set the most it may spend each month.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={ids.enabled}>Top up automatically</Label>
          <Switch
            id={ids.enabled}
            checked={initial.enabled}
            disabled={save.isPending || !limitValid}
            onCheckedChange={(checked) => submit(checked)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.pack}>Pack to buy</Label>
            <NativeSelect id={ids.pack} value={packKey} onChange={(e) => setPackKey(e.target.value as PackKey)}>
              {initial.packs.map((pack) => (
                <option key={pack.packKey} value={pack.packKey}>
                  {pack.name}: {formatNumber(pack.credits)} credits for {formatEuro(pack.priceCents)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.limit}>Monthly limit (€)</Label>
            <Input
              id={ids.limit}
              inputMode="numeric"
              value={limit}
              aria-invalid={!limitValid}
              onChange={(e) => setLimit(e.target.value.trim())}
            />
          </div>
        </div>
        {limitValid ? null : <p className="text-sm text-destructive">Enter a whole number of euros from 1 to 1000.</p>}
        <p className="text-sm text-muted-foreground">
          Spent by auto top-up this month: {formatEuro(initial.spentThisMonthCents)} of{' '}
          {formatEuro(initial.monthlyLimit * 100)}.
        </p>
        {initial.enabled ? (
          <Button variant="outline" disabled={save.isPending || !limitValid} onClick={() => submit(true)}>
            {save.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <RefreshCwIcon aria-hidden="true" />
            )}
            {save.isPending ? 'Saving...' : 'Save pack and limit'}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
