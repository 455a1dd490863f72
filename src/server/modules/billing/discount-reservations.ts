import { and, count, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { adminAlerts, discountCodes, discountReservations, discountUsage } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';

// A discount code's use is held when its checkout opens (decision 090), not
// counted when the payment arrives: the measured hole was five checkouts of a
// 1-use code opened one after the other, all paid at the discount. The code's
// row is locked while the slots are counted, so parallel checkouts on any
// number of processes take exactly the free slots. Slots taken = paid uses
// (`usageCount`) + held reservations.

export type ReserveOutcome =
  { ok: true; reservationId: string } | { ok: false; reason: 'limit_reached' | 'already_used' };

type CodeLimits = { id: string; usageLimit: number | null; usageCount: number; usesPerUser: number | null };

async function heldCount(tx: Executor, codeId: string, userId?: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(discountReservations)
    .where(
      and(
        eq(discountReservations.discountCodeId, codeId),
        eq(discountReservations.status, 'held'),
        userId ? eq(discountReservations.userId, userId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** How many of the user's payments used the code within its limits. */
export async function paidCountOf(tx: Executor, codeId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(discountUsage)
    .where(
      and(
        eq(discountUsage.discountCodeId, codeId),
        eq(discountUsage.userId, userId),
        eq(discountUsage.overLimit, false),
      ),
    );
  return row?.n ?? 0;
}

/** The code's row locked for this transaction: every reservation and count on it waits its turn. */
async function lockCode(tx: Executor, codeId: string): Promise<CodeLimits | undefined> {
  const [row] = await tx
    .select({
      id: discountCodes.id,
      usageLimit: discountCodes.usageLimit,
      usageCount: discountCodes.usageCount,
      usesPerUser: discountCodes.usesPerUser,
    })
    .from(discountCodes)
    .where(eq(discountCodes.id, codeId))
    // NO KEY UPDATE, not UPDATE: a usage row's foreign key already holds KEY SHARE on the code (no deadlock).
    .for('no key update');
  return row;
}

/** Whether a slot is free for a payment that has no reservation (checked under the code's lock). */
export async function hasFreeSlot(tx: Executor, codeId: string): Promise<boolean> {
  const code = await lockCode(tx, codeId);
  if (!code) return false;
  return code.usageLimit === null || code.usageCount + (await heldCount(tx, codeId)) < code.usageLimit;
}

/** Takes the held reservation of this payment, if it has one; true when it was held until now. */
export async function consumeReservation(
  tx: Executor,
  reservationId: string | undefined,
  codeId: string,
): Promise<boolean> {
  if (!reservationId || !isUuid(reservationId)) return false;
  const taken = await tx
    .update(discountReservations)
    .set({ status: 'used' })
    .where(
      and(
        eq(discountReservations.id, reservationId),
        eq(discountReservations.discountCodeId, codeId),
        eq(discountReservations.status, 'held'),
      ),
    )
    .returning({ id: discountReservations.id });
  return taken.length > 0;
}

/** An admin alert in the fulfilment's own transaction: a payment arrived with no free use of its code. */
export async function alertOverLimit(
  tx: Executor,
  clock: Clock,
  payment: { key: string; code: string; amountPaid: number; credits?: number },
) {
  const granted =
    payment.credits === undefined
      ? 'the plan was started'
      : `${payment.credits} credits were granted for what was paid`;
  await tx
    .insert(adminAlerts)
    .values({
      type: 'discount_over_limit',
      title: 'Discount code paid beyond its limit',
      message: `A payment (${payment.key}) used ${payment.code} after its limit was reached; ${granted} (${(payment.amountPaid / 100).toFixed(2)} EUR). Check the payment in Stripe.`,
      severity: 'warning',
      dedupeKey: `discount_over_limit:${payment.key}`,
      createdAt: clock.now(),
    })
    .onConflictDoNothing({ target: adminAlerts.dedupeKey });
}

export function createDiscountReservations({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Holds one use of the code for this customer's new checkout, or says why none is left. */
    reserve(codeId: string, userId: string): Promise<ReserveOutcome> {
      return db.transaction(async (tx): Promise<ReserveOutcome> => {
        const code = await lockCode(tx, codeId);
        if (!code) return { ok: false, reason: 'limit_reached' };
        if (code.usageLimit !== null && code.usageCount + (await heldCount(tx, codeId)) >= code.usageLimit)
          return { ok: false, reason: 'limit_reached' };
        if (code.usesPerUser !== null) {
          const mine = (await heldCount(tx, codeId, userId)) + (await paidCountOf(tx, codeId, userId));
          if (mine >= code.usesPerUser) return { ok: false, reason: 'already_used' };
        }
        const [row] = await tx
          .insert(discountReservations)
          .values({ discountCodeId: codeId, userId, status: 'held', createdAt: clock.now() })
          .returning({ id: discountReservations.id });
        return { ok: true, reservationId: row!.id };
      });
    },

    async attachSession(reservationId: string, stripeSessionId: string): Promise<void> {
      await db.update(discountReservations).set({ stripeSessionId }).where(eq(discountReservations.id, reservationId));
    },

    /** Gives a held use back (the session expired, was cancelled, or never opened); a used one stays used. */
    async release(where: { reservationId: string } | { stripeSessionId: string }): Promise<boolean> {
      const match =
        'reservationId' in where
          ? eq(discountReservations.id, where.reservationId)
          : eq(discountReservations.stripeSessionId, where.stripeSessionId);
      if ('reservationId' in where && !isUuid(where.reservationId)) return false;
      const released = await db
        .update(discountReservations)
        .set({ status: 'released' })
        .where(and(match, eq(discountReservations.status, 'held')))
        .returning({ id: discountReservations.id });
      return released.length > 0;
    },

    /** The held reservation of this customer (for cancelling a checkout they left). */
    async heldOf(reservationId: string, userId: string) {
      if (!isUuid(reservationId)) return undefined;
      const [row] = await db
        .select()
        .from(discountReservations)
        .where(
          and(
            eq(discountReservations.id, reservationId),
            eq(discountReservations.userId, userId),
            eq(discountReservations.status, 'held'),
          ),
        );
      return row;
    },
  };
}
export type DiscountReservations = ReturnType<typeof createDiscountReservations>;
