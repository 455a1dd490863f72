import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from '@shared/schemas/common';

/**
 * zodResolver for one wizard step. The form holds the wizard's own value shape
 * (an unanswered choice is ''), which the step schema refuses with the spec's
 * message; `raw` hands the values back untouched so the wizard keeps what the
 * user typed and cleans it once, at submission.
 */
export function stepResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return zodResolver(schema as z.ZodType<FieldValues, FieldValues>, undefined, { raw: true }) as unknown as Resolver<T>;
}
