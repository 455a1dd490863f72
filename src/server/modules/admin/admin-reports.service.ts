import { and, count, desc, eq, gte, isNotNull, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import { DEFAULT_CATALOGUE } from '@shared/catalogue';
import { TIER_LABELS, TIERS, type Tier } from '@shared/constants';
import type { AdminStats, RevenuePeriod, RevenueReport } from '@shared/schemas/admin';
import { findPrice, type PriceTable } from '../../ai/llm/prices';
import type { Database } from '../../db/client';
import { adminAlerts, aiUsage, creditPurchases, images, invoices, posts, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { describeFeeRule, readAdminSettings } from './admin-settings';

// Stats and the revenue report (money-and-admin §2 Revenue & Cost Monitoring,
// DECISIONS.md Admin). Revenue: completed pack purchases (at completion) and
// paid invoices, both as charged (net of discounts), in cents until the
// answer, which is in euro. OpenAI costs: the metered calls in `ai_usage`,
// priced now from their tokens (a model missing from the table gets the
// configured fallback price, so no provider is silently free).

export type AiPricing = { table: PriceTable; fallback: readonly [number, number] };

const DAY = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<RevenuePeriod, number> = { week: 7, month: 30, quarter: 91, year: 365 };
const TOP_USERS = 10;

const euro = (cents: number) => Math.round(cents) / 100;
const monthStartOf = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
const monthKey = (date: Date) => date.toISOString().slice(0, 7);
const monthOf = (column: SQL | typeof creditPurchases.createdAt) =>
  sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;

export function createAdminReportsService({ db, clock, pricing }: { db: Database; clock: Clock; pricing: AiPricing }) {
  const packPaidAt = sql`coalesce(${creditPurchases.completedAt}, ${creditPurchases.createdAt})`;
  const packsPaid = (from?: Date, to?: Date) =>
    and(
      eq(creditPurchases.status, 'completed'),
      from ? gte(packPaidAt, from) : undefined,
      to ? lt(packPaidAt, to) : undefined,
    );
  const invoicesPaid = (from?: Date, to?: Date) =>
    and(from ? gte(invoices.paidAt, from) : undefined, to ? lt(invoices.paidAt, to) : undefined);

  function priceOf(model: string, inputTokens: number, outputTokens: number): number {
    const [input, output] = findPrice(pricing.table, model) ?? pricing.fallback;
    return (inputTokens * input + outputTokens * output) / 1_000_000;
  }

  /** AI costs in cents per month ("YYYY-MM"), from `from` on. */
  async function aiCostsByMonth(from: Date): Promise<Map<string, number>> {
    const month = monthOf(sql`${aiUsage.createdAt}`);
    const rows = await db
      .select({ month, model: aiUsage.model, input: sum(aiUsage.inputTokens), output: sum(aiUsage.outputTokens) })
      .from(aiUsage)
      .where(gte(aiUsage.createdAt, from))
      .groupBy(month, aiUsage.model);
    const costs = new Map<string, number>();
    for (const r of rows)
      costs.set(r.month, (costs.get(r.month) ?? 0) + priceOf(r.model, Number(r.input ?? 0), Number(r.output ?? 0)));
    return costs;
  }

  async function aiCostsSince(from: Date): Promise<number> {
    const rows = await db
      .select({ model: aiUsage.model, input: sum(aiUsage.inputTokens), output: sum(aiUsage.outputTokens) })
      .from(aiUsage)
      .where(gte(aiUsage.createdAt, from))
      .groupBy(aiUsage.model);
    return rows.reduce((total, r) => total + priceOf(r.model, Number(r.input ?? 0), Number(r.output ?? 0)), 0);
  }

  /** Cents and payments of packs and invoices in a window. */
  async function revenueIn(from?: Date, to?: Date): Promise<{ cents: number; payments: number }> {
    const [[packs], [plans]] = await Promise.all([
      db
        .select({ cents: sum(creditPurchases.priceAmount), n: count() })
        .from(creditPurchases)
        .where(packsPaid(from, to)),
      db
        .select({ cents: sum(invoices.amountPaid), n: count() })
        .from(invoices)
        .where(invoicesPaid(from, to)),
    ]);
    return {
      cents: Number(packs?.cents ?? 0) + Number(plans?.cents ?? 0),
      payments: (packs?.n ?? 0) + (plans?.n ?? 0),
    };
  }

  return {
    /** The cost figure the alert check compares with its threshold: this month's AI costs in cents. */
    aiCostsThisMonthCents: () => aiCostsSince(monthStartOf(clock.now())),

    /** This month's revenue and costs in cents (the alert check's margin). */
    async monthToDate(): Promise<{ revenueCents: number; costsCents: number }> {
      const start = monthStartOf(clock.now());
      const [{ feeRule }, revenue, aiCents] = await Promise.all([
        readAdminSettings(db),
        revenueIn(start),
        aiCostsSince(start),
      ]);
      return {
        revenueCents: revenue.cents,
        costsCents: aiCents + (revenue.cents * feeRule.percent) / 100 + revenue.payments * feeRule.fixedCents,
      };
    },

    /** GET /api/admin/stats: every figure is one indexed count or sum. */
    async stats(): Promise<AdminStats> {
      const now = clock.now();
      const monthStart = monthStartOf(now);
      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const [[userCounts], [postCounts], [imageCounts], [alerts], month, total, aiCents] = await Promise.all([
        db
          .select({
            total: count(),
            active: sql<number>`count(*) filter (where ${users.lastLoginAt} >= ${monthStart})`,
          })
          .from(users),
        db
          .select({ total: count(), today: sql<number>`count(*) filter (where ${posts.createdAt} >= ${dayStart})` })
          .from(posts),
        // Pictures and carousels made (issue #27); a profile picture is not one.
        db
          .select({ total: count(), today: sql<number>`count(*) filter (where ${images.createdAt} >= ${dayStart})` })
          .from(images)
          .where(ne(images.kind, 'profile')),
        db.select({ n: count() }).from(adminAlerts).where(eq(adminAlerts.isRead, false)),
        revenueIn(monthStart),
        revenueIn(),
        aiCostsSince(monthStart),
      ]);
      return {
        totalUsers: userCounts?.total ?? 0,
        activeUsers: Number(userCounts?.active ?? 0),
        monthlyRevenue: euro(month.cents),
        totalRevenue: euro(total.cents),
        openaiCosts: euro(aiCents),
        activeAlerts: alerts?.n ?? 0,
        totalPosts: postCounts?.total ?? 0,
        totalImages: imageCounts?.total ?? 0,
        postsToday: Number(postCounts?.today ?? 0),
        imagesToday: Number(imageCounts?.today ?? 0),
      };
    },

    /** GET /api/admin/revenue: the last 7, 30, 91 or 365 days; monthly stats over the calendar months they touch. */
    async revenue(period: RevenuePeriod): Promise<RevenueReport> {
      const now = clock.now();
      const from = new Date(now.getTime() - PERIOD_DAYS[period] * DAY);
      const firstMonth = monthStartOf(from);
      const packMonth = monthOf(packPaidAt);
      const invoiceMonth = monthOf(sql`${invoices.paidAt}`);
      const userMonth = monthOf(sql`${users.createdAt}`);
      const [
        { feeRule },
        packsByKey,
        plansByTier,
        packMonths,
        invoiceMonths,
        userMonths,
        aiMonths,
        aiPeriod,
        thisMonth,
        top,
      ] = await Promise.all([
        readAdminSettings(db),
        db
          .select({ key: creditPurchases.packType, cents: sum(creditPurchases.priceAmount), n: count() })
          .from(creditPurchases)
          .where(packsPaid(from))
          .groupBy(creditPurchases.packType),
        db
          .select({ tier: invoices.tier, cents: sum(invoices.amountPaid), n: count() })
          .from(invoices)
          .where(invoicesPaid(from))
          .groupBy(invoices.tier),
        db
          .select({ month: packMonth, cents: sum(creditPurchases.priceAmount), n: count() })
          .from(creditPurchases)
          .where(packsPaid(firstMonth))
          .groupBy(packMonth),
        db
          .select({ month: invoiceMonth, cents: sum(invoices.amountPaid), n: count() })
          .from(invoices)
          .where(invoicesPaid(firstMonth))
          .groupBy(invoiceMonth),
        db
          .select({ month: userMonth, n: count() })
          .from(users)
          .where(gte(users.createdAt, firstMonth))
          .groupBy(userMonth),
        aiCostsByMonth(firstMonth),
        aiCostsSince(from),
        revenueIn(monthStartOf(now)),
        this.topUsers(),
      ]);
      const fee = (cents: number, payments: number) => (cents * feeRule.percent) / 100 + payments * feeRule.fixedCents;

      const packCents = packsByKey.reduce((t, r) => t + Number(r.cents ?? 0), 0);
      const planCents = plansByTier.reduce((t, r) => t + Number(r.cents ?? 0), 0);
      const payments = [...packsByKey, ...plansByTier].reduce((t, r) => t + r.n, 0);
      const revenueCents = packCents + planCents;
      const feesCents = fee(revenueCents, payments);
      const profitCents = revenueCents - aiPeriod - feesCents;

      const months: string[] = [];
      for (let m = firstMonth; m <= now; m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1)))
        months.push(monthKey(m));
      const byMonth = (rows: { month: string; cents?: string | null; n: number }[]) =>
        new Map(rows.map((r) => [r.month, { cents: Number(r.cents ?? 0), n: r.n }]));
      const packM = byMonth(packMonths);
      const invoiceM = byMonth(invoiceMonths);
      const usersM = new Map(userMonths.map((r) => [r.month, r.n]));
      const hasData = packMonths.length + invoiceMonths.length + aiMonths.size > 0;
      const monthlyStats = hasData
        ? months.map((month) => {
            const packs = packM.get(month) ?? { cents: 0, n: 0 };
            const plans = invoiceM.get(month) ?? { cents: 0, n: 0 };
            const revenue = packs.cents + plans.cents;
            const costs = (aiMonths.get(month) ?? 0) + fee(revenue, packs.n + plans.n);
            return {
              month,
              revenue: euro(revenue),
              costs: euro(costs),
              profit: euro(revenue - costs),
              users: usersM.get(month) ?? 0,
            };
          })
        : [];

      const packNames = DEFAULT_CATALOGUE.packs as Record<string, { name: string } | undefined>;
      const revenueByPlan = [
        ...plansByTier.map((r) => ({
          key: r.tier ?? 'unknown',
          label: r.tier ? `${TIER_LABELS[r.tier]} plan` : 'Plan',
          kind: 'plan' as const,
          revenue: euro(Number(r.cents ?? 0)),
          payments: r.n,
        })),
        ...packsByKey.map((r) => ({
          key: r.key,
          label: packNames[r.key]?.name ?? r.key,
          kind: 'pack' as const,
          revenue: euro(Number(r.cents ?? 0)),
          payments: r.n,
        })),
      ].sort((a, b) => b.revenue - a.revenue);

      return {
        period,
        from: from.toISOString(),
        to: now.toISOString(),
        totalRevenue: euro(revenueCents),
        monthlyRevenue: euro(thisMonth.cents),
        openaiCosts: euro(aiPeriod),
        stripeFees: euro(feesCents),
        stripeFeesEstimated: true,
        stripeFeeRule: describeFeeRule(feeRule),
        netProfit: euro(profitCents),
        margin: revenueCents > 0 ? Math.round((profitCents / revenueCents) * 1000) / 10 : null,
        subscriptionRevenue: euro(planCents),
        creditPackRevenue: euro(packCents),
        payments,
        revenueByPlan,
        monthlyStats,
        topUsers: top,
      };
    },

    /** The customers who paid the most, all time (packs and invoices; deleted accounts are anonymous and left out). */
    async topUsers(): Promise<RevenueReport['topUsers']> {
      const payments = db
        .select({ userId: creditPurchases.userId, amount: creditPurchases.priceAmount })
        .from(creditPurchases)
        .where(and(eq(creditPurchases.status, 'completed'), isNotNull(creditPurchases.userId)))
        .unionAll(
          db
            .select({ userId: invoices.userId, amount: invoices.amountPaid })
            .from(invoices)
            .where(isNotNull(invoices.userId)),
        )
        .as('payments');
      const spent = sum(payments.amount);
      const rows = await db
        .select({ id: users.id, name: users.fullName, email: users.email, plan: users.subscriptionTier, spent })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .groupBy(users.id)
        .orderBy(desc(spent), users.id)
        .limit(TOP_USERS);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        plan: (TIERS as readonly string[]).includes(r.plan) ? (r.plan as Tier) : 'free',
        totalSpent: euro(Number(r.spent ?? 0)),
      }));
    },
  };
}
export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
