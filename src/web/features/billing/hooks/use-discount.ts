import type { CheckoutChoice } from '../api/create-checkout';
import { choiceKey } from '../api/create-checkout';
import { useDiscountQuotes, type DiscountQuote } from '../api/validate-discount-code';
import type { DiscountStatus } from '../components/discount-code-field';
import { errorMessage } from '@/lib/api-client';

/**
 * The applied code checked against the cards on screen: a quote per card
 * (price after the code, or why it does not apply) and one line for the
 * field (applied, or the reason it applies to none of them).
 */
export function useDiscount(code: string | null, choices: CheckoutChoice[], view: 'plans' | 'packs') {
  const results = useDiscountQuotes(code, choices);
  const quotes = new Map<string, DiscountQuote>();
  results.forEach((result, index) => {
    if (result.data) quotes.set(choiceKey(choices[index]!), result.data);
  });

  let status: DiscountStatus | null = null;
  if (code) {
    const failed = results.find((r) => r.isError);
    const answers = [...quotes.values()];
    const valid = answers.find((q) => q.valid);
    if (valid?.valid) status = { kind: 'valid', label: valid.label };
    else if (failed)
      status = { kind: 'invalid', message: errorMessage(failed.error, 'Could not check this code. Please try again.') };
    else if (answers.length < choices.length) status = { kind: 'checking' };
    else {
      const reasons = answers.flatMap((q) => (q.valid ? [] : [q]));
      const notHere = reasons.every((q) => q.reason === 'not_applicable');
      status = {
        kind: 'invalid',
        message: notHere
          ? `This discount code does not apply to ${view === 'plans' ? 'monthly plans' : 'credit packs'}`
          : reasons[0]!.message,
      };
    }
  }

  /** The code to send with a card's checkout: only when it applies to that card. */
  const codeFor = (choice: CheckoutChoice) => (quotes.get(choiceKey(choice))?.valid ? code! : undefined);
  return { quotes, status, codeFor };
}
