import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CheckoutChoice } from '../api/create-checkout';

/** The flag a signed-out choice carries through sign-up: "go on to this checkout" (issue 26, decision 073). */
export const RESUME_PARAM = 'continue';
export const RESUME_VALUE = 'checkout';

type Resume = {
  chosen: CheckoutChoice | null;
  /** Signed in with a confirmed address, pricing loaded, payments on and no live plan: checkout may start. */
  canStart: boolean;
  start: (choice: CheckoutChoice) => void;
};

/**
 * Back on /pricing from sign-up with a plan or pack picked while signed out: its checkout starts by itself,
 * once, as soon as it can (an unconfirmed address waits, with the choice kept in the address); the flag then
 * leaves the address, so a reload or Back does not start a second checkout.
 */
export function useResumeCheckout({ chosen, canStart, start }: Resume): { resuming: boolean } {
  const [params, setParams] = useSearchParams();
  const resuming = params.get(RESUME_PARAM) === RESUME_VALUE && chosen !== null;
  const started = useRef(false);

  useEffect(() => {
    if (!resuming || !canStart || started.current || !chosen) return;
    started.current = true;
    start(chosen);
    setParams(
      (current) => {
        current.delete(RESUME_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [resuming, canStart, chosen, start, setParams]);

  return { resuming };
}
