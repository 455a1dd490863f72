import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { discountedPriceCents, discountLabel } from '@shared/catalogue';
import { TIER_LABELS, type DiscountType, type PackKey, type PlanKey } from '@shared/constants';
import {
  checkDiscountRules,
  type AdminDiscountCode,
  type CreateDiscountCodeInput,
  type DiscountRejection,
  type UpdateDiscountCodeInput,
  type ValidateDiscountCodeResponse,
} from '@shared/schemas/discount-codes';
import type { Database, Executor } from '../../db/client';
import { creditPurchases, discountCodes, discountUsage, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import type { CatalogueService } from './catalogue.service';
import { consumeReservation, hasFreeSlot, paidCountOf } from './discount-reservations';

// Discount codes (DECISIONS.md, Payments): administrators manage them; the
// server checks one against a plan or pack for a customer (active, dates,
// usage limit, applicability, new customers only) before any checkout; the
// checkout then holds a use (discount-reservations.ts), which counts when
// its payment succeeds, once, and never beyond the limit.

export type DiscountTargetRef = { kind: 'plan'; key: PlanKey } | { kind: 'pack'; key: PackKey };
export type AppliedDiscount = { id: string; code: string; type: DiscountType; value: number };

export type DiscountCheck =
  | { ok: true; discount: AppliedDiscount; originalPriceCents: number; discountedPriceCents: number }
  | { ok: false; reason: DiscountRejection; message: string };

export type UsageRecord = {
  discountCodeId: string;
  userId: string | null;
  /** The payment: a pack's checkout session, or a subscription (its first invoice). */
  stripeSessionId?: string;
  subscriptionId?: string;
  discountAmount: number;
  amountPaid: number;
  /** The reservation its checkout held (session metadata `discountReservationId`). */
  reservationId?: string;
};

/** Result of recording a usage: counted now, counted before (a replay), refused at the limit, or the code was deleted since. */
export type UsageOutcome = 'counted' | 'already_counted' | 'limit_reached' | 'code_deleted';

type CodeRow = typeof discountCodes.$inferSelect;

const UNIQUE_CODE = 'discount_codes_code_unique';
const DUPLICATE_MESSAGE = 'A discount code with this code already exists';

export function createDiscountCodesService({
  db,
  clock,
  catalogue,
}: {
  db: Database;
  clock: Clock;
  catalogue: CatalogueService;
}) {
  async function listRows(where?: SQL): Promise<AdminDiscountCode[]> {
    const rows = await db
      .select({
        code: discountCodes,
        totalRevenue: sql<string>`coalesce(sum(${discountUsage.amountPaid}), 0)`,
        uniqueUsers: sql<string>`count(distinct ${discountUsage.userId})`,
      })
      .from(discountCodes)
      .leftJoin(discountUsage, eq(discountUsage.discountCodeId, discountCodes.id))
      .where(where)
      .groupBy(discountCodes.id)
      .orderBy(desc(discountCodes.createdAt), discountCodes.code);
    return rows.map((r) => toAdminView(r.code, Number(r.totalRevenue), Number(r.uniqueUsers)));
  }

  async function getRow(id: string): Promise<CodeRow> {
    const [row] = isUuid(id) ? await db.select().from(discountCodes).where(eq(discountCodes.id, id)) : [];
    if (!row) throw new AppError('NOT_FOUND', 'Discount code not found');
    return row;
  }

  async function isReturningCustomer(userId: string): Promise<boolean> {
    const [purchase] = await db
      .select({ id: creditPurchases.id })
      .from(creditPurchases)
      .where(
        and(
          eq(creditPurchases.userId, userId),
          or(eq(creditPurchases.status, 'completed'), eq(creditPurchases.status, 'refunded')),
        ),
      )
      .limit(1);
    if (purchase) return true;
    const [subscription] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(1);
    return subscription !== undefined;
  }

  async function priceOf(target: DiscountTargetRef): Promise<{ priceCents: number; name: string }> {
    const current = await catalogue.pricing();
    if (target.kind === 'plan')
      return { priceCents: current.plans[target.key].priceCents, name: `${TIER_LABELS[target.key]} plan` };
    return { priceCents: current.packs[target.key].priceCents, name: current.packs[target.key].name };
  }

  return {
    list: () => listRows(),

    async get(id: string): Promise<AdminDiscountCode> {
      const [view] = await listRows(eq(discountCodes.id, (await getRow(id)).id));
      return view!;
    },

    async create(input: CreateDiscountCodeInput, createdBy: string | null): Promise<AdminDiscountCode> {
      try {
        const [row] = await db
          .insert(discountCodes)
          .values({ ...input, startDate: input.startDate ?? clock.now(), createdBy, createdAt: clock.now() })
          .returning();
        return toAdminView(row!, 0, 0);
      } catch (error) {
        if (isUniqueViolation(error, UNIQUE_CODE)) throw new AppError('CONFLICT', DUPLICATE_MESSAGE);
        throw error;
      }
    },

    /** Changes any subset of fields; the rules between fields hold for the result. */
    async update(id: string, input: UpdateDiscountCodeInput): Promise<AdminDiscountCode> {
      const current = await getRow(id);
      const merged = { ...current, ...input };
      const problems: Record<string, string> = {};
      checkDiscountRules(merged, (path, message) => (problems[path] ??= message));
      if (Object.keys(problems).length > 0)
        throw new AppError('VALIDATION_ERROR', Object.values(problems).join('; '), problems);
      try {
        await db.update(discountCodes).set(input).where(eq(discountCodes.id, current.id));
      } catch (error) {
        if (isUniqueViolation(error, UNIQUE_CODE)) throw new AppError('CONFLICT', DUPLICATE_MESSAGE);
        throw error;
      }
      return this.get(current.id);
    },

    /** Deletes the code; its usage history stays (the link becomes null) for revenue reports. */
    async remove(id: string): Promise<void> {
      const deleted = isUuid(id)
        ? await db.delete(discountCodes).where(eq(discountCodes.id, id)).returning({ id: discountCodes.id })
        : [];
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Discount code not found');
    },

    /** Whether `code` takes money off `target` for this customer (null: a visitor not signed in), and how much. */
    async check(code: string, target: DiscountTargetRef, userId: string | null): Promise<DiscountCheck> {
      const normalised = code.trim().toUpperCase();
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, normalised));
      const now = clock.now();
      const { priceCents, name } = await priceOf(target);
      const reject = (reason: DiscountRejection): DiscountCheck => ({
        ok: false,
        reason,
        message: rejectionMessage(reason, name),
      });
      if (!row) return reject('unknown');
      if (!row.isActive) return reject('inactive');
      if (row.startDate > now) return reject('not_started');
      if (row.endDate && row.endDate <= now) return reject('expired');
      if (row.usageLimit !== null && row.usageCount >= row.usageLimit) return reject('limit_reached');
      if (row.planApplicability.length > 0 && !row.planApplicability.includes(target.key))
        return reject('not_applicable');
      if (row.newUsersOnly && userId && (await isReturningCustomer(userId))) return reject('new_customers_only');
      if (userId && row.usesPerUser !== null && (await paidCountOf(db, row.id, userId)) >= row.usesPerUser)
        return reject('already_used');
      const discount = { id: row.id, code: row.code, type: row.type, value: storedValue(row.value) };
      return {
        ok: true,
        discount,
        originalPriceCents: priceCents,
        discountedPriceCents: discountedPriceCents(priceCents, discount),
      };
    },

    /** POST /api/discount-codes/validate. */
    async validate(
      code: string,
      target: DiscountTargetRef,
      userId: string | null,
    ): Promise<ValidateDiscountCodeResponse> {
      const result = await this.check(code, target, userId);
      if (!result.ok) return { valid: false, reason: result.reason, message: result.message };
      return {
        valid: true,
        code: result.discount.code,
        type: result.discount.type,
        value: result.discount.value,
        label: discountLabel(result.discount),
        originalPriceCents: result.originalPriceCents,
        discountedPriceCents: result.discountedPriceCents,
        originalPrice: result.originalPriceCents / 100,
        discountedPrice: result.discountedPriceCents / 100,
      };
    },

    /**
     * Counts one paid use, inside the caller's fulfilment transaction. The
     * usage row is unique per payment (a replay counts nothing). A payment
     * whose checkout held a reservation takes it; one without takes a free
     * slot only if one is left, under the code's row lock. Otherwise the use
     * is kept as `overLimit` and not counted (decision 090).
     */
    async recordUsage(tx: Executor, usage: UsageRecord): Promise<UsageOutcome> {
      const { reservationId, ...row } = usage;
      const [code] = isUuid(usage.discountCodeId)
        ? await tx
            .select({ id: discountCodes.id })
            .from(discountCodes)
            .where(eq(discountCodes.id, usage.discountCodeId))
        : [];
      if (!code) return 'code_deleted';
      const [inserted] = await tx
        .insert(discountUsage)
        .values({
          ...row,
          stripeSessionId: usage.stripeSessionId ?? null,
          subscriptionId: usage.subscriptionId ?? null,
          usedAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: discountUsage.id });
      if (!inserted) return 'already_counted';
      const counts = (await consumeReservation(tx, reservationId, code.id)) || (await hasFreeSlot(tx, code.id));
      if (counts) {
        await tx
          .update(discountCodes)
          .set({ usageCount: sql`${discountCodes.usageCount} + 1` })
          .where(eq(discountCodes.id, code.id));
        return 'counted';
      }
      await tx.update(discountUsage).set({ overLimit: true }).where(eq(discountUsage.id, inserted.id));
      return 'limit_reached';
    },
  };
}
export type DiscountCodesService = ReturnType<typeof createDiscountCodesService>;

/** `value` is a `real` (spec §3): 12.3 comes back as 12.300000190734863, so read it at cent precision. */
const storedValue = (value: number) => Math.round(value * 100) / 100;

function rejectionMessage(reason: DiscountRejection, targetName: string): string {
  switch (reason) {
    case 'unknown':
      return 'This discount code does not exist';
    case 'inactive':
      return 'This discount code is no longer active';
    case 'not_started':
      return 'This discount code is not valid yet';
    case 'expired':
      return 'This discount code has expired';
    case 'limit_reached':
      return 'This discount code has reached its usage limit';
    case 'not_applicable':
      return `This discount code does not apply to the ${targetName}`;
    case 'new_customers_only':
      return 'This discount code is for new customers only';
    case 'already_used':
      return 'You have already used this discount code';
  }
}

function toAdminView(row: CodeRow, totalRevenue: number, uniqueUsers: number): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: storedValue(row.value),
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    usesPerUser: row.usesPerUser,
    planApplicability: row.planApplicability,
    newUsersOnly: row.newUsersOnly,
    isActive: row.isActive,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    totalRevenue,
    uniqueUsers,
  };
}
