import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@shared/schemas/billing';
import { AppError } from '../../errors';
import { PaymentProviderError, type StripeGateway } from '../../integrations/stripe';
import type { SystemLogsService } from '../system-logs/system-logs.service';

/** What every billing service needs to talk to Stripe: the gateway (null when payments are off) and the admin log. */
export type BillingContext = { stripe: StripeGateway | null; systemLogs: SystemLogsService };

export const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout session. Please try again.';

/** Without STRIPE_SECRET_KEY every payment call answers 503 "Payments are not configured yet". */
export function requireStripe(context: BillingContext): StripeGateway {
  if (!context.stripe) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_NOT_CONFIGURED_MESSAGE);
  return context.stripe;
}

/**
 * Runs Stripe calls for a customer's request. When Stripe fails, the
 * administrators see why (System Logs, source stripe) and the customer gets
 * a 502 with a message meant for them; Stripe's own words stay server-side.
 */
export async function withStripeFailure<T>(
  context: BillingContext,
  what: { action: string; userId: string | null; customerMessage?: string },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await context.systemLogs
      .record({
        level: 'error',
        source: 'stripe',
        message: `Stripe call failed (${what.action}): ${error.message}`,
        metadata: { ...error.details },
        userId: what.userId,
      })
      .catch(() => undefined);
    throw new AppError('UPSTREAM_ERROR', what.customerMessage ?? CHECKOUT_FAILED_MESSAGE);
  }
}
