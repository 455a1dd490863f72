import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminSettings } from '../../db/schema';

// Settings of the admin reports kept in `admin_settings` (an operator may
// change them in the table; absent or malformed values fall back to these).

export const ADMIN_SETTING_KEYS = { alertThresholds: 'alert_thresholds', stripeFeeRule: 'stripe_fee_rule' } as const;

export type AlertThresholds = {
  /** This month's AI costs above this (euro cents) raise a critical alert. */
  aiCostsCents: number;
  /** A margin below this (percent) raises a warning. */
  marginPercent: number;
  /** More errors than this in one hour raise a warning. */
  errorsPerHour: number;
};
export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = {
  aiCostsCents: 100_000,
  marginPercent: 10,
  errorsPerHour: 20,
};

/** Stripe's standard EEA card price: 1.5 % + €0.25 a payment (an estimate: cards from elsewhere cost more). */
export type StripeFeeRule = { percent: number; fixedCents: number };
export const DEFAULT_STRIPE_FEE_RULE: StripeFeeRule = { percent: 1.5, fixedCents: 25 };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function merge<T extends Record<string, number>>(defaults: T, stored: unknown): T {
  const result = { ...defaults };
  if (!isObject(stored)) return result;
  for (const key of Object.keys(defaults) as (keyof T)[])
    if (isAmount(stored[key as string])) result[key] = stored[key as string] as T[keyof T];
  return result;
}

export async function readAdminSettings(
  db: Database,
): Promise<{ thresholds: AlertThresholds; feeRule: StripeFeeRule }> {
  const rows = await db
    .select({ key: adminSettings.key, value: adminSettings.value })
    .from(adminSettings)
    .where(inArray(adminSettings.key, [ADMIN_SETTING_KEYS.alertThresholds, ADMIN_SETTING_KEYS.stripeFeeRule]));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return {
    thresholds: merge(DEFAULT_ALERT_THRESHOLDS, stored.get(ADMIN_SETTING_KEYS.alertThresholds)),
    feeRule: merge(DEFAULT_STRIPE_FEE_RULE, stored.get(ADMIN_SETTING_KEYS.stripeFeeRule)),
  };
}

export const describeFeeRule = (rule: StripeFeeRule) =>
  `${rule.percent} % + €${(rule.fixedCents / 100).toFixed(2)} per payment (estimate)`;
