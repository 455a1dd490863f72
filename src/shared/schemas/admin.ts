import { ROLES, TIERS } from '../constants';
import { z } from './common';

// The administrator's calls (money-and-admin §3 "Shapes used by screens", §7).
// Money is in euro (two decimals) in every admin answer except a discount
// code's totalRevenue, which the billing module reports in cents.

export const LOG_LEVELS = ['error', 'warning', 'info'] as const;
export type AdminLogLevel = (typeof LOG_LEVELS)[number];
export const LOG_SOURCES = ['openai', 'stripe', 'linkedin', 'system'] as const;
export type AdminLogSource = (typeof LOG_SOURCES)[number];
export const REVENUE_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export const ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const ADMIN_TABS = ['overview', 'users', 'pricing', 'discounts', 'revenue', 'logs'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const LOG_PAGE_SIZE = 50;
/** Logs page through the newest 10,000 matches (200 pages); filters narrow further. */
export const LOGS_MAX_PAGE = 200;
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_POLL_MS = 30_000;
export const ALERTS_SHOWN = 5;

export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/admin/stats. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Signed in since the first of this month (UTC). */
  activeUsers: z.number().int(),
  monthlyRevenue: z.number(),
  totalRevenue: z.number(),
  /** Metered AI usage this month, euro. */
  openaiCosts: z.number(),
  activeAlerts: z.number().int(),
  totalPosts: z.number().int(),
  totalImages: z.number().int(),
  postsToday: z.number().int(),
  imagesToday: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/users: search (name or e-mail) and tier filter on the server, 50 a page. */
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  tier: z.union([z.enum(TIERS), z.literal('all')]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  subscriptionTier: z.enum(TIERS),
  creditBalance: z.number().int(),
  credits: z.number().int(),
  totalPosts: z.number().int(),
  totalImages: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const CREDIT_ACTIONS = ['add', 'subtract'] as const;
/** POST /api/admin/users/{id}/credits. */
export const adjustCreditsSchema = z.object({
  amount: z
    .number('Amount must be a number')
    .int('Amount must be a whole number')
    .min(1, 'Amount must be at least 1')
    .max(1_000_000, 'Amount is too large'),
  action: z.enum(CREDIT_ACTIONS, 'Action must be add or subtract'),
});
export type AdjustCreditsInput = z.infer<typeof adjustCreditsSchema>;

/** POST /api/admin/users/{id}/tier. */
export const changeTierSchema = z.object({ tier: z.enum(TIERS, 'Choose a tier: free, starter, pro or business') });
export type ChangeTierInput = z.infer<typeof changeTierSchema>;

/** POST /api/admin/users/{id}/role. */
export const changeRoleSchema = z.object({ role: z.enum(ROLES, 'Role must be user or admin') });
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

/** GET /api/admin/revenue. */
export const revenueQuerySchema = z.object({
  period: z.enum(REVENUE_PERIODS, 'Period must be week, month, quarter or year').default('month'),
});

export const revenueReportSchema = z.object({
  period: z.enum(REVENUE_PERIODS),
  from: z.string(),
  to: z.string(),
  /** Revenue in the period (completed packs + paid invoices, net of discounts). */
  totalRevenue: z.number(),
  /** Revenue of the current calendar month. */
  monthlyRevenue: z.number(),
  openaiCosts: z.number(),
  /** Estimated from the configured rule (default 1.5 % + €0.25 a payment, EEA cards). */
  stripeFees: z.number(),
  stripeFeesEstimated: z.literal(true),
  stripeFeeRule: z.string(),
  netProfit: z.number(),
  /** netProfit / totalRevenue in percent; null without revenue. */
  margin: z.number().nullable(),
  subscriptionRevenue: z.number(),
  creditPackRevenue: z.number(),
  payments: z.number().int(),
  revenueByPlan: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.enum(['plan', 'pack']),
      revenue: z.number(),
      payments: z.number().int(),
    }),
  ),
  monthlyStats: z.array(
    z.object({
      month: z.string(),
      revenue: z.number(),
      costs: z.number(),
      profit: z.number(),
      users: z.number().int(),
    }),
  ),
  topUsers: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), plan: z.enum(TIERS), totalSpent: z.number() }),
  ),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** GET /api/admin/logs and /api/admin/logs/export. */
export const logsFilterSchema = z.object({
  search: z.string().trim().max(200).optional(),
  level: z.union([z.enum(LOG_LEVELS), z.literal('all')]).optional(),
  source: z.union([z.enum(LOG_SOURCES), z.literal('all')]).optional(),
});
export type LogsFilter = z.infer<typeof logsFilterSchema>;
export const logsQuerySchema = logsFilterSchema.extend({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(LOGS_MAX_PAGE, `Page must be at most ${LOGS_MAX_PAGE}: narrow the filters or export CSV`)
    .default(1),
  limit: z.coerce.number().int().min(1).max(200).default(LOG_PAGE_SIZE),
});
export type LogsQuery = z.infer<typeof logsQuerySchema>;

export const logEntrySchema = z.object({
  id: z.string(),
  level: z.enum(LOG_LEVELS),
  source: z.enum(LOG_SOURCES),
  message: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logsResponseSchema = z.object({
  logs: z.array(logEntrySchema),
  /** Matches, counted up to 10,000 (LOGS_MAX_PAGE pages). */
  total: z.number().int(),
  /** More than `total` match. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Counts over the last 24 hours. */
  summary: z.object({ errors: z.number().int(), warnings: z.number().int(), info: z.number().int() }),
  /** The three latest errors (recent critical issues). */
  recentErrors: z.array(logEntrySchema),
});
export type LogsResponse = z.infer<typeof logsResponseSchema>;

export const adminAlertSchema = z.object({
  id: z.string(),
  type: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  title: z.string(),
  message: z.string(),
  threshold: z.number().nullable(),
  currentValue: z.number().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;
export const adminAlertListSchema = z.array(adminAlertSchema);

export const okSchema = z.object({ ok: z.literal(true) });

/** Status of a discount code (money-and-admin §2). */
export function discountStatus(
  code: { isActive: boolean; endDate: string | null; usageLimit: number | null; usageCount: number },
  now: Date,
): 'Inactive' | 'Expired' | 'Limit Reached' | 'Active' {
  if (!code.isActive) return 'Inactive';
  if (code.endDate && new Date(code.endDate) < now) return 'Expired';
  if (code.usageLimit !== null && code.usageCount >= code.usageLimit) return 'Limit Reached';
  return 'Active';
}
