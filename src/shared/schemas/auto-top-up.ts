import { PACK_KEYS } from '../constants';
import { z } from './common';

// Auto top-up (issue #24, decision 093) and the billing history on the profile.

/** Euros auto top-up may spend in a calendar month when the user never chose. */
export const AUTO_TOP_UP_DEFAULT_LIMIT = 50;
export const AUTO_TOP_UP_MAX_LIMIT = 1000;

/** What the dashboard and the profile tell the user about the last automatic purchase. */
export const autoTopUpNoticeSchema = z.discriminatedUnion('kind', [
  /** The bank asked for the customer (SCA): they complete the payment on Stripe's page. */
  z.object({
    kind: z.literal('requires_action'),
    topUpId: z.uuid(),
    amountCents: z.number().int(),
    credits: z.number().int(),
  }),
  /** The card was declined, or no card is saved: auto top-up was turned off. */
  z.object({ kind: z.literal('declined'), at: z.string() }),
]);
export type AutoTopUpNotice = z.infer<typeof autoTopUpNoticeSchema>;

/** GET /api/billing/auto-top-up. */
export const autoTopUpSettingsSchema = z.object({
  /** Only a customer who bought before has a card Stripe may charge without them. */
  eligible: z.boolean(),
  enabled: z.boolean(),
  packKey: z.enum(PACK_KEYS).nullable(),
  /** Euros a calendar month (UTC). */
  monthlyLimit: z.number().int(),
  /** Euro cents reserved by this month's automatic purchases. */
  spentThisMonthCents: z.number().int(),
  notice: autoTopUpNoticeSchema.nullable(),
  /** The packs it can buy, at today's prices. */
  packs: z.array(
    z.object({ packKey: z.enum(PACK_KEYS), name: z.string(), priceCents: z.number().int(), credits: z.number().int() }),
  ),
});
export type AutoTopUpSettings = z.infer<typeof autoTopUpSettingsSchema>;

/** PUT /api/billing/auto-top-up. */
export const updateAutoTopUpSchema = z.object({
  enabled: z.boolean(),
  packKey: z.enum(PACK_KEYS, 'Choose a credit pack'),
  monthlyLimit: z
    .number('Monthly limit must be a number')
    .int('Monthly limit must be a whole number of euros')
    .min(1, 'Monthly limit must be at least €1')
    .max(AUTO_TOP_UP_MAX_LIMIT, `Monthly limit must be at most €${AUTO_TOP_UP_MAX_LIMIT}`),
});
export type UpdateAutoTopUpInput = z.infer<typeof updateAutoTopUpSchema>;

/** POST /api/billing/auto-top-up/complete: pay a top-up the bank held back, on Stripe's page. */
export const completeTopUpSchema = z.object({ topUpId: z.uuid('Unknown top-up') });

/** GET /api/billing/history: purchases, plan payments and automatic top-ups, newest first. */
export const billingHistoryItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['pack', 'auto_top_up', 'plan']),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Credits it granted (a plan: its month's credits). */
  credits: z.number().int(),
  status: z.enum(['paid', 'refunded', 'partially_refunded']),
  date: z.string(),
  /** Opens Stripe's receipt (payments) or invoice (plans): GET /api/billing/receipt?kind=…&id=… redirects there. */
  receiptPath: z.string(),
});
export const billingHistorySchema = z.object({ items: z.array(billingHistoryItemSchema) });
export type BillingHistory = z.infer<typeof billingHistorySchema>;
export type BillingHistoryItem = z.infer<typeof billingHistoryItemSchema>;

export const receiptQuerySchema = z.object({ kind: z.enum(['purchase', 'invoice']), id: z.uuid('Unknown receipt') });
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>;
