import { useState } from 'react';
import { FEATURES, PACK_KEYS, PLAN_KEYS, TIER_LABELS, type Feature } from '@shared/constants';
import { pricingSettingsSchema, type PricingSettings } from '@shared/schemas/pricing-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { QueryState } from '@/components/query-state';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { usePricingSettings, useSavePricingSettings } from '../api/admin-pricing';

const PACK_LABELS = { small: 'Small pack', medium: 'Medium pack', large: 'Large pack' } as const;
const FEATURE_LABELS: Record<Feature, string> = {
  post_generation: 'Post generation (per version)',
  image_generation: 'Image generation',
  prompt_enhancement: 'Prompt enhancement',
  brand_voice_analysis: 'Brand voice analysis',
};

/** Form values are text while editing; prices are typed in euro and sent in cents. */
type Draft = {
  subscriptionPlans: Record<string, { price: string; credits: string }>;
  creditPacks: Record<string, { price: string; credits: string }>;
  featureCosts: Record<string, string>;
};

const toDraft = (s: PricingSettings): Draft => ({
  subscriptionPlans: Object.fromEntries(
    PLAN_KEYS.map((k) => [
      k,
      { price: String(s.subscriptionPlans[k].price / 100), credits: String(s.subscriptionPlans[k].credits) },
    ]),
  ),
  creditPacks: Object.fromEntries(
    PACK_KEYS.map((k) => [
      k,
      { price: String(s.creditPacks[k].price / 100), credits: String(s.creditPacks[k].credits) },
    ]),
  ),
  featureCosts: Object.fromEntries(FEATURES.map((f) => [f, String(s.featureCosts[f])])),
});

const euroToCents = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100));
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function fromDraft(d: Draft) {
  const entries = (keys: readonly string[], group: Draft['subscriptionPlans']) =>
    Object.fromEntries(
      keys.map((k) => [k, { price: euroToCents(group[k]!.price), credits: toNumber(group[k]!.credits) }]),
    );
  return pricingSettingsSchema.safeParse({
    subscriptionPlans: entries(PLAN_KEYS, d.subscriptionPlans),
    creditPacks: entries(PACK_KEYS, d.creditPacks),
    featureCosts: Object.fromEntries(FEATURES.map((f) => [f, toNumber(d.featureCosts[f]!)])),
  });
}

function PriceRows({
  keys,
  labels,
  group,
  draft,
  errors,
  onChange,
}: {
  keys: readonly string[];
  labels: Record<string, string>;
  group: 'subscriptionPlans' | 'creditPacks';
  draft: Draft;
  errors: Record<string, string>;
  onChange: (key: string, field: 'price' | 'credits', value: string) => void;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {keys.map((key) => (
        <fieldset key={key} className="grid gap-3 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">{labels[key]}</legend>
          {(['price', 'credits'] as const).map((field) => {
            const id = `${group}-${key}-${field}`;
            const error = errors[`${group}.${key}.${field}`];
            return (
              <div key={field} className="grid gap-1.5">
                <Label htmlFor={id}>
                  {field === 'credits' ? 'Credits' : group === 'creditPacks' ? 'Price (€)' : 'Price (€ per month)'}
                </Label>
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={field === 'price' ? '0.01' : '1'}
                  value={draft[group][key]![field]}
                  aria-invalid={Boolean(error)}
                  onChange={(e) => onChange(key, field, e.target.value)}
                />
                {error ? <p className="text-sm text-destructive">{error}</p> : null}
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

/** Pricing Control (money-and-admin §2): plans, packs and feature costs, validated like the server validates them. */
export function PricingControlPanel() {
  const settings = usePricingSettings();
  // The form starts from the settings once; after a save it already shows what was saved.
  return (
    <QueryState
      query={settings}
      loading={<Skeleton className="h-72" />}
      errorFallback="The pricing settings could not be loaded."
    >
      {(data) => <PricingForm initial={data} />}
    </QueryState>
  );
}

function PricingForm({ initial }: { initial: PricingSettings }) {
  const save = useSavePricingSettings();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setGroup =
    (group: 'subscriptionPlans' | 'creditPacks') => (key: string, field: 'price' | 'credits', value: string) =>
      setDraft((d) => ({ ...d, [group]: { ...d[group], [key]: { ...d[group][key]!, [field]: value } } }));

  const submit = () => {
    const parsed = fromDraft(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [
            i.path.join('.'),
            i.message.replace('whole number of cents', 'amount in euro with at most 2 decimals'),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data as PricingSettings, {
      onSuccess: () => toast({ title: 'Pricing settings updated successfully' }),
      onError: (error) =>
        toast({
          title: 'Failed to update pricing settings',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pricing Control</CardTitle>
        <CardDescription>
          Prices and credits apply to new checkouts at once; the pricing page shows them immediately.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-6"
          // Its own inline errors, never the browser's bubbles (issue 26).
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Tabs defaultValue="plans" className="min-w-0">
            <div className="overflow-x-auto">
              <TabsList>
                <TabsTrigger value="plans">Subscription Plans</TabsTrigger>
                <TabsTrigger value="packs">Credit Packs</TabsTrigger>
                <TabsTrigger value="features">Feature Costs</TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="plans" className="pt-4">
              <PriceRows
                keys={PLAN_KEYS}
                labels={Object.fromEntries(PLAN_KEYS.map((k) => [k, `${TIER_LABELS[k]} plan`]))}
                group="subscriptionPlans"
                draft={draft}
                errors={errors}
                onChange={setGroup('subscriptionPlans')}
              />
            </TabsContent>
            <TabsContent value="packs" className="pt-4">
              <PriceRows
                keys={PACK_KEYS}
                labels={PACK_LABELS}
                group="creditPacks"
                draft={draft}
                errors={errors}
                onChange={setGroup('creditPacks')}
              />
            </TabsContent>
            <TabsContent value="features" className="pt-4">
              <div className="grid gap-4 sm:grid-cols-2">
                {FEATURES.map((feature) => {
                  const id = `feature-${feature}`;
                  const error = errors[`featureCosts.${feature}`];
                  return (
                    <div key={feature} className="grid gap-1.5">
                      <Label htmlFor={id}>{FEATURE_LABELS[feature]} (credits)</Label>
                      <Input
                        id={id}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        value={draft.featureCosts[feature]}
                        aria-invalid={Boolean(error)}
                        onChange={(e) =>
                          setDraft((d) => ({ ...d, featureCosts: { ...d.featureCosts, [feature]: e.target.value } }))
                        }
                      />
                      {error ? <p className="text-sm text-destructive">{error}</p> : null}
                    </div>
                  );
                })}
              </div>
            </TabsContent>
          </Tabs>
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="text-sm text-destructive">
              Please correct the highlighted values (on any of the three tabs).
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save pricing'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
