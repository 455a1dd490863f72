import { Loader2Icon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@shared/schemas/billing';
import type { Tier } from '@shared/constants';
import { ManageSubscriptionButton } from '@/components/manage-subscription-button';
import { Button } from '@/components/ui/button';
import { choiceKey, type CheckoutChoice } from '../api/create-checkout';

export type CheckoutActionState = {
  signedIn: boolean;
  paymentsEnabled: boolean;
  /** The tier of a subscription the user still has: plans then lead to the billing portal. */
  liveTier: Tier | null;
  /** The card whose checkout is starting (its button says Processing...), or null. */
  pendingKey: string | null;
  onCheckout: (choice: CheckoutChoice) => void;
  onSignUp: (choice: CheckoutChoice) => void;
};

type Props = {
  choice: CheckoutChoice;
  label: string;
  emphasised: boolean;
  chosen: boolean;
  state: CheckoutActionState;
};

/** The button of one card: checkout, sign-up first, the portal for subscribers, or why payments are unavailable. */
export function CheckoutAction({ choice, label, emphasised, chosen, state }: Props) {
  const ref = useRef<HTMLButtonElement>(null);
  // Back from sign-up with this card picked: bring it into view, ready to continue.
  useEffect(() => {
    if (!chosen) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [chosen]);

  const variant = emphasised ? 'brand' : 'outline';
  if (!state.paymentsEnabled) {
    return (
      <Button variant="outline" disabled className="whitespace-normal">
        {PAYMENTS_NOT_CONFIGURED_MESSAGE}
      </Button>
    );
  }
  if (choice.kind === 'plan' && state.liveTier) {
    return choice.planKey === state.liveTier ? (
      <Button variant="outline" disabled>
        Current plan
      </Button>
    ) : (
      <ManageSubscriptionButton variant="outline" />
    );
  }
  const busy = state.pendingKey === choiceKey(choice);
  return (
    <Button
      ref={ref}
      variant={variant}
      disabled={state.pendingKey !== null}
      aria-describedby={`${choice.kind}-${choiceKey(choice)}-title`}
      onClick={() => (state.signedIn ? state.onCheckout(choice) : state.onSignUp(choice))}
    >
      {busy ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
      {busy ? 'Processing...' : label}
    </Button>
  );
}
