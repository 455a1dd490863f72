import { and, count, desc, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { AdminAlert, AlertSeverity } from '@shared/schemas/admin';
import type { Database } from '../../db/client';
import { adminAlerts, publications, systemLogs } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { AdminReportsService } from './admin-reports.service';
import { readAdminSettings } from './admin-settings';

// System Alerts (money-and-admin §2, DECISIONS.md Admin). A periodic check
// raises an alert when this month's AI costs pass the threshold, the margin
// falls below it, too many errors were logged in the last hour, or Stripe
// webhook signatures failed. Each alert carries a key naming its condition
// and period ("ai_costs:2026-11", "errors:2026-11-24T18"); the unique index on
// it makes the check safe on any number of processes at once and raises each
// condition once per period, so it is never repeated while unread.

const HOUR = 60 * 60 * 1000;
const LIST_LIMIT = 100;
export const WEBHOOK_SIGNATURE_FAILURE = 'Webhook signature verification failed';
/** Scheduled publishing (issue #23): an alert when more than this share of the last hour's publications failed. */
export const PUBLISH_FAILURE_SHARE = 0.1;

/** The later of an hour ago and the moment just after the last alert (a log written with the alert was counted by it). */
const laterOf = (hourAgo: Date, lastAlert: Date | null | undefined) =>
  lastAlert && lastAlert.getTime() + 1 > hourAgo.getTime() ? new Date(lastAlert.getTime() + 1) : hourAgo;

type Raise = {
  type: string;
  key: string;
  severity: AlertSeverity;
  title: string;
  message: string;
  threshold: number;
  currentValue: number;
};

export function createAdminAlertsService({
  db,
  clock,
  reports,
}: {
  db: Database;
  clock: Clock;
  reports: AdminReportsService;
}) {
  async function raise(alert: Raise): Promise<boolean> {
    const { key, ...fields } = alert;
    const inserted = await db
      .insert(adminAlerts)
      .values({ ...fields, dedupeKey: key, createdAt: clock.now() })
      .onConflictDoNothing({ target: adminAlerts.dedupeKey })
      .returning({ id: adminAlerts.id });
    return inserted.length > 0;
  }

  async function countLogs(since: Date, ...conditions: Parameters<typeof and>): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(systemLogs)
      .where(and(gte(systemLogs.createdAt, since), ...conditions));
    return row?.n ?? 0;
  }

  /**
   * Where an hourly count starts: an hour ago, or just after the last alert of
   * that type if it is newer. The window is the last hour but the key names the
   * clock hour, so without this the failures that raised the 11:55 alert were
   * counted again at 12:05 and raised a second alert for the same events.
   */
  async function hourlyWindows(hourAgo: Date, types: string[]): Promise<Map<string, Date>> {
    const rows = await db
      .select({ type: adminAlerts.type, last: max(adminAlerts.createdAt) })
      .from(adminAlerts)
      .where(inArray(adminAlerts.type, types))
      .groupBy(adminAlerts.type);
    const last = new Map(rows.map((r) => [r.type, r.last ? new Date(r.last) : null]));
    return new Map(types.map((type) => [type, laterOf(hourAgo, last.get(type))]));
  }

  /** The publications settled since `since`: all of them, and those that ended Failed or "Check LinkedIn". */
  async function publicationOutcomes(since: Date): Promise<{ total: number; failed: number }> {
    const [row] = await db
      .select({
        total: count(),
        failed: sql<number>`count(*) filter (where ${publications.status} in ('failed', 'check_linkedin'))`.mapWith(
          Number,
        ),
      })
      .from(publications)
      .where(
        and(
          gte(publications.updatedAt, since),
          inArray(publications.status, ['published', 'failed', 'check_linkedin']),
        ),
      );
    return { total: row?.total ?? 0, failed: row?.failed ?? 0 };
  }

  return {
    async list(): Promise<AdminAlert[]> {
      const rows = await db
        .select()
        .from(adminAlerts)
        .orderBy(adminAlerts.isRead, desc(adminAlerts.createdAt))
        .limit(LIST_LIMIT);
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        severity: r.severity,
        title: r.title,
        message: r.message,
        threshold: r.threshold,
        currentValue: r.currentValue,
        isRead: r.isRead,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async markRead(id: string): Promise<void> {
      const updated = isUuid(id)
        ? await db
            .update(adminAlerts)
            .set({ isRead: true })
            .where(eq(adminAlerts.id, id))
            .returning({ id: adminAlerts.id })
        : [];
      if (updated.length === 0) throw new AppError('NOT_FOUND', 'Alert not found');
    },

    async remove(id: string): Promise<void> {
      const deleted = isUuid(id)
        ? await db.delete(adminAlerts).where(eq(adminAlerts.id, id)).returning({ id: adminAlerts.id })
        : [];
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Alert not found');
    },

    /** The periodic check; answers the types it raised this time. */
    async check(): Promise<string[]> {
      const now = clock.now();
      const month = now.toISOString().slice(0, 7);
      const hour = now.toISOString().slice(0, 13);
      const since = await hourlyWindows(new Date(now.getTime() - HOUR), [
        'error_rate',
        'webhook_signature',
        'publish_failures',
      ]);
      const [{ thresholds }, aiCents, monthToDate, errors, signatureFailures, published] = await Promise.all([
        readAdminSettings(db),
        reports.aiCostsThisMonthCents(),
        reports.monthToDate(),
        countLogs(since.get('error_rate')!, eq(systemLogs.level, 'error')),
        countLogs(
          since.get('webhook_signature')!,
          eq(systemLogs.source, 'stripe'),
          eq(systemLogs.message, WEBHOOK_SIGNATURE_FAILURE),
        ),
        publicationOutcomes(since.get('publish_failures')!),
      ]);
      const candidates: Raise[] = [];
      if (aiCents > thresholds.aiCostsCents) {
        candidates.push({
          type: 'ai_costs',
          key: `ai_costs:${month}`,
          severity: 'critical',
          title: 'OpenAI costs above threshold',
          message: `AI costs this month are €${(aiCents / 100).toFixed(2)}, above the €${(thresholds.aiCostsCents / 100).toFixed(2)} threshold.`,
          threshold: thresholds.aiCostsCents / 100,
          currentValue: Math.round(aiCents) / 100,
        });
      }
      if (monthToDate.revenueCents > 0) {
        const margin = ((monthToDate.revenueCents - monthToDate.costsCents) / monthToDate.revenueCents) * 100;
        if (margin < thresholds.marginPercent) {
          candidates.push({
            type: 'low_margin',
            key: `low_margin:${month}`,
            severity: 'warning',
            title: 'Profit margin below threshold',
            message: `This month's margin is ${margin.toFixed(1)} %, below ${thresholds.marginPercent} % (recommended above 20 %).`,
            threshold: thresholds.marginPercent,
            currentValue: Math.round(margin * 10) / 10,
          });
        }
      }
      if (errors > thresholds.errorsPerHour) {
        candidates.push({
          type: 'error_rate',
          key: `error_rate:${hour}`,
          severity: 'warning',
          title: 'High error rate',
          message: `${errors} errors were logged in the last hour (threshold ${thresholds.errorsPerHour}).`,
          threshold: thresholds.errorsPerHour,
          currentValue: errors,
        });
      }
      if (signatureFailures > 0) {
        candidates.push({
          type: 'webhook_signature',
          key: `webhook_signature:${hour}`,
          severity: 'critical',
          title: 'Stripe webhook signature failures',
          message: `${signatureFailures} Stripe webhook call(s) failed signature verification in the last hour: check STRIPE_WEBHOOK_SECRET, or someone is forging events.`,
          threshold: 0,
          currentValue: signatureFailures,
        });
      }
      if (published.total > 0 && published.failed / published.total > PUBLISH_FAILURE_SHARE) {
        const share = Math.round((published.failed / published.total) * 1000) / 10;
        candidates.push({
          type: 'publish_failures',
          key: `publish_failures:${hour}`,
          severity: 'critical',
          title: 'Scheduled posts failing',
          message: `${published.failed} of the last hour's ${published.total} scheduled publications failed or need checking on LinkedIn (${share} %, threshold ${PUBLISH_FAILURE_SHARE * 100} %): see the linkedin rows in System Logs.`,
          threshold: PUBLISH_FAILURE_SHARE * 100,
          currentValue: share,
        });
      }
      const raised: string[] = [];
      for (const candidate of candidates) if (await raise(candidate)) raised.push(candidate.type);
      return raised;
    },
  };
}
export type AdminAlertsService = ReturnType<typeof createAdminAlertsService>;
