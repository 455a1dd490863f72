import { TIERS } from '../constants';
import { z } from './common';

export const creditInfoSchema = z.object({
  credits: z.number().int(),
  tier: z.enum(TIERS),
  monthlyAllocation: z.number().int(),
});
export type CreditInfo = z.infer<typeof creditInfoSchema>;
