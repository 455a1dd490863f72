import { PACK_KEYS, PLAN_KEYS, type PackKey, type PlanKey } from '@shared/constants';
import type { CheckoutChoice } from '../api/create-checkout';

// The pricing page keeps its state in the URL: the tab (?tab=packs opens
// Credit Packs; every "Buy Credits" link uses it), an applied discount code
// (?code=), and the card a visitor picked before signing up (?plan= / ?pack=),
// so a reload, a shared link or the way back from sign-up shows the same choice.

export type PricingView = 'plans' | 'packs';

export type PricingParams = { view: PricingView; code: string | null; chosen: CheckoutChoice | null };

export function readPricingParams(params: URLSearchParams): PricingParams {
  const plan = params.get('plan');
  const pack = params.get('pack');
  const chosen: CheckoutChoice | null = (PLAN_KEYS as readonly string[]).includes(plan ?? '')
    ? { kind: 'plan', planKey: plan as PlanKey }
    : (PACK_KEYS as readonly string[]).includes(pack ?? '')
      ? { kind: 'pack', packKey: pack as PackKey }
      : null;
  const view: PricingView =
    params.get('tab') === 'packs' || (params.get('tab') === null && chosen?.kind === 'pack') ? 'packs' : 'plans';
  const code = params.get('code')?.trim().toUpperCase().slice(0, 64) || null;
  return { view, code, chosen };
}

/** The address of the pricing page showing `state`. */
export function pricingPath(state: PricingParams): string {
  const params = new URLSearchParams();
  if (state.view === 'packs') params.set('tab', 'packs');
  if (state.chosen?.kind === 'plan') params.set('plan', state.chosen.planKey);
  if (state.chosen?.kind === 'pack') params.set('pack', state.chosen.packKey);
  if (state.code) params.set('code', state.code);
  const query = params.toString();
  return query ? `/pricing?${query}` : '/pricing';
}

export const planChoices: CheckoutChoice[] = PLAN_KEYS.map((planKey) => ({ kind: 'plan', planKey }));
export const packChoices: CheckoutChoice[] = PACK_KEYS.map((packKey) => ({ kind: 'pack', packKey }));

export const isSameChoice = (a: CheckoutChoice | null, b: CheckoutChoice) =>
  a !== null &&
  a.kind === b.kind &&
  (a.kind === 'plan' ? a.planKey === (b as typeof a).planKey : a.packKey === (b as typeof a).packKey);
