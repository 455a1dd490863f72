import { useQueries } from '@tanstack/react-query';
import { validateDiscountCodeResponseSchema, type ValidateDiscountCodeResponse } from '@shared/schemas/discount-codes';
import { api } from '@/lib/api-client';
import type { CheckoutChoice } from './create-checkout';

export type DiscountQuote = ValidateDiscountCodeResponse;

export async function validateDiscountCode(
  code: string,
  choice: CheckoutChoice,
  signal?: AbortSignal,
): Promise<DiscountQuote> {
  const target = choice.kind === 'plan' ? { planKey: choice.planKey } : { packKey: choice.packKey };
  return validateDiscountCodeResponseSchema.parse(
    await api.post<unknown>('/api/discount-codes/validate', { code, ...target }, { signal }),
  );
}

/** The code checked against each card shown (the server answers the price after the discount, or why it does not apply). */
export function useDiscountQuotes(code: string | null, choices: CheckoutChoice[]) {
  return useQueries({
    queries: choices.map((choice) => ({
      queryKey: ['discount-code', code, choice.kind, choice.kind === 'plan' ? choice.planKey : choice.packKey],
      queryFn: ({ signal }: { signal: AbortSignal }) => validateDiscountCode(code!, choice, signal),
      enabled: Boolean(code),
    })),
  });
}
