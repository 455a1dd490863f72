import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CancelCheckoutResponse } from '@shared/schemas/billing';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Stripe's cancel address carries it (checkout.service.ts), so the page can say nothing was charged (issue 26). */
export const CANCELLED_PARAM = 'cancelled';
export const CANCELLED_MESSAGE = 'Checkout cancelled, nothing was charged';

/**
 * Back from Stripe without paying (`/pricing?cancelled=1`, with `&checkout=<held use>` when a discount was held):
 * one toast says nothing was charged, and the held discount use is given back at once instead of when Stripe
 * expires the session a day later (decision 090; fire and forget). Both parameters leave the address together.
 */
export function useCancelledCheckout(signedIn: boolean): void {
  const [params, setParams] = useSearchParams();
  const reservationId = params.get('checkout');
  const cancelled = params.get(CANCELLED_PARAM) !== null;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !(cancelled || (reservationId && signedIn))) return;
    sent.current = true;
    if (cancelled) toast({ title: CANCELLED_MESSAGE });
    if (reservationId && signedIn) {
      void api.post<CancelCheckoutResponse>('/api/stripe/cancel-checkout', { reservationId }).catch(() => undefined);
    }
    const next = new URLSearchParams(params);
    next.delete('checkout');
    next.delete(CANCELLED_PARAM);
    setParams(next, { replace: true });
  }, [reservationId, cancelled, signedIn, params, setParams]);
}
