import { DISCOUNT_TYPES, PACK_KEYS, PLAN_KEYS } from '../constants';
import { z } from './common';

// Discount codes: the customer's check (POST /api/discount-codes/validate) and
// the administrator's list, create, update and delete (money-and-admin §2, §3, §7).

/** What a code may be limited to: plan keys and pack keys; an empty list means everything. */
export const DISCOUNT_TARGETS = [...PLAN_KEYS, ...PACK_KEYS] as const;
export type DiscountTarget = (typeof DISCOUNT_TARGETS)[number];

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** A new code: trimmed and upper-cased, 3 to 32 letters, digits, dashes or underscores. */
export const discountCodeTextSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, 'Code must be 3 to 32 letters, digits, dashes or underscores'));

const dateSchema = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), `${label} must be a valid date`)
    .transform((v) => new Date(v));

/** Percent (0 < v ≤ 100) or euro (0 < v, at most 2 decimals): checked with the type in `checkDiscountValue`. */
const valueSchema = z
  .number('Value must be a number')
  .positive('Value must be greater than 0')
  .max(100_000, 'Value is too large');

const fields = {
  code: discountCodeTextSchema,
  type: z.enum(DISCOUNT_TYPES, 'Type must be percentage or fixed_amount'),
  value: valueSchema,
  startDate: dateSchema('Start date'),
  endDate: dateSchema('End date').nullable(),
  usageLimit: z
    .number()
    .int('Usage limit must be a whole number')
    .min(1, 'Usage limit must be at least 1')
    .max(10_000_000)
    .nullable(),
  usesPerUser: z
    .number()
    .int('Uses per customer must be a whole number')
    .min(1, 'Uses per customer must be at least 1')
    .max(1000)
    .nullable(),
  planApplicability: z.array(z.enum(DISCOUNT_TARGETS, 'Unknown plan or pack')).max(DISCOUNT_TARGETS.length),
  newUsersOnly: z.boolean(),
  isActive: z.boolean(),
};

/** The rules between fields, for create and for an update merged over the stored code. */
export function checkDiscountRules(
  code: { type: (typeof DISCOUNT_TYPES)[number]; value: number; startDate: Date; endDate: Date | null },
  addIssue: (path: string, message: string) => void,
): void {
  if (code.type === 'percentage' && code.value > 100) addIssue('value', 'A percentage discount is at most 100');
  if (code.type === 'fixed_amount' && Math.round(code.value * 100) !== code.value * 100)
    addIssue('value', 'A fixed amount has at most 2 decimals (euro cents)');
  if (code.type === 'fixed_amount' && code.value > 10_000) addIssue('value', 'A fixed amount is at most €10,000');
  if (code.endDate && code.endDate <= code.startDate) addIssue('endDate', 'End date must be after the start date');
}

/** POST /api/admin/discount-codes. Defaults of the create form (money-and-admin §2): starts now, no end, no limit, everyone, active. */
export const createDiscountCodeSchema = z
  .object({
    code: fields.code,
    type: fields.type.default('percentage'),
    value: fields.value,
    startDate: fields.startDate.optional(),
    endDate: fields.endDate.optional().default(null),
    usageLimit: fields.usageLimit.optional().default(null),
    /** Once per customer unless the administrator allows more (null: no per-customer limit). */
    usesPerUser: fields.usesPerUser.optional().default(1),
    planApplicability: fields.planApplicability.optional().default([]),
    newUsersOnly: fields.newUsersOnly.optional().default(false),
    isActive: fields.isActive.optional().default(true),
  })
  .superRefine((code, ctx) =>
    checkDiscountRules({ ...code, startDate: code.startDate ?? new Date() }, (path, message) =>
      ctx.addIssue({ code: 'custom', path: [path], message }),
    ),
  );
export type CreateDiscountCodeInput = z.infer<typeof createDiscountCodeSchema>;

/** PUT /api/admin/discount-codes/{id}: any subset, e.g. `{ isActive: false }`; `null` clears an end date or limit. */
export const updateDiscountCodeSchema = z
  .object({
    code: fields.code,
    type: fields.type,
    value: fields.value,
    startDate: fields.startDate,
    endDate: fields.endDate,
    usageLimit: fields.usageLimit,
    usesPerUser: fields.usesPerUser,
    planApplicability: fields.planApplicability,
    newUsersOnly: fields.newUsersOnly,
    isActive: fields.isActive,
  })
  .partial();
export type UpdateDiscountCodeInput = z.infer<typeof updateDiscountCodeSchema>;

/** A code as administrators see it, with what it brought in. */
export const adminDiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** Percent for `percentage`, euro for `fixed_amount`. */
  value: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usageCount: z.number().int(),
  usesPerUser: z.number().int().nullable(),
  planApplicability: z.array(z.string()),
  newUsersOnly: z.boolean(),
  isActive: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** Euro cents paid in the payments that used the code. */
  totalRevenue: z.number().int(),
  /** Distinct customers who used it. */
  uniqueUsers: z.number().int(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;
export const adminDiscountCodeListSchema = z.array(adminDiscountCodeSchema);

/** POST /api/discount-codes/validate: a code against one plan or one pack. */
export const validateDiscountCodeSchema = z
  .object({
    code: z.string().trim().min(1, 'Enter a discount code').max(64, 'Discount code must be at most 64 characters'),
    planKey: z.enum(PLAN_KEYS).optional(),
    packKey: z.enum(PACK_KEYS).optional(),
  })
  .refine((v) => (v.planKey === undefined) !== (v.packKey === undefined), {
    message: 'Choose one plan or one credit pack',
    path: ['planKey'],
  });
export type ValidateDiscountCodeInput = z.infer<typeof validateDiscountCodeSchema>;

export const DISCOUNT_REJECTIONS = [
  'unknown',
  'inactive',
  'not_started',
  'expired',
  'limit_reached',
  'not_applicable',
  'new_customers_only',
  'already_used',
] as const;
export type DiscountRejection = (typeof DISCOUNT_REJECTIONS)[number];

export const validateDiscountCodeResponseSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    type: z.enum(DISCOUNT_TYPES),
    value: z.number(),
    /** "20% off", "€5 off". */
    label: z.string(),
    originalPriceCents: z.number().int(),
    discountedPriceCents: z.number().int(),
    /** Euro, like the pricing call. */
    originalPrice: z.number(),
    discountedPrice: z.number(),
  }),
  z.object({ valid: z.literal(false), reason: z.enum(DISCOUNT_REJECTIONS), message: z.string() }),
]);
export type ValidateDiscountCodeResponse = z.infer<typeof validateDiscountCodeResponseSchema>;
