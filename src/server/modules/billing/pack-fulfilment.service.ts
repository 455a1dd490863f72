import { and, eq } from 'drizzle-orm';
import { PACK_KEYS, type PackKey } from '@shared/constants';
import type { Database, Transaction } from '../../db/client';
import { creditPurchases, users } from '../../db/schema';
import type { ChargeInfo, CheckoutSessionInfo } from '../../integrations/stripe-objects';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import type { CreditsService } from '../credits/credits.service';
import type { SystemLogsService } from '../system-logs/system-logs.service';
import type { CatalogueService } from './catalogue.service';
import type { DiscountCodesService, UsageOutcome } from './discount-codes.service';
import { alertOverLimit } from './discount-reservations';
import { closeCompletedTopUp } from './auto-top-up-reserve';
import { accountOf, euro, exactlyOnce, isPaidSession, type EventRecord } from './fulfilment-support';

// Credit packs: the credits of a paid checkout session are added once per
// session (the purchase row moves from pending to completed in the same
// transaction as the ledger row), and a refund takes back up to the pack's
// credits from what is left of the balance.

type Deps = {
  db: Database;
  clock: Clock;
  credits: CreditsService;
  catalogue: CatalogueService;
  discountCodes: DiscountCodesService;
  systemLogs: SystemLogsService;
};

type PackOutcome =
  | {
      kind: 'granted';
      userId: string;
      credits: number;
      packKey: string;
      amountPaid: number;
      usage?: UsageOutcome;
      discountCodeId?: string | null;
    }
  | { kind: 'already' }
  | { kind: 'unpaid' }
  | { kind: 'unmatched'; reason: string };

/** The share of the pack the payment covers at full price: 50 % paid of 1,000 credits is 500. */
function creditsForPricePaid(packCredits: number, session: CheckoutSessionInfo): number {
  if (session.amountSubtotal <= 0) return packCredits;
  return Math.floor((packCredits * Math.min(session.amountTotal, session.amountSubtotal)) / session.amountSubtotal);
}

export function createPackFulfilmentService({ db, clock, credits, catalogue, discountCodes, systemLogs }: Deps) {
  /** The purchase row of a paid session, claimed for fulfilment; undefined when it was fulfilled before. */
  async function claim(tx: Transaction, session: CheckoutSessionInfo) {
    const completion = {
      status: 'completed',
      completedAt: clock.now(),
      priceAmount: session.amountTotal,
      stripePaymentIntentId: session.paymentIntentId,
    };
    const [claimed] = await tx
      .update(creditPurchases)
      .set(completion)
      .where(and(eq(creditPurchases.stripeSessionId, session.id), eq(creditPurchases.status, 'pending')))
      .returning();
    if (claimed) return claimed;
    const [existing] = await tx
      .select({ id: creditPurchases.id })
      .from(creditPurchases)
      .where(eq(creditPurchases.stripeSessionId, session.id));
    if (existing) return undefined;
    // No pending row (the checkout was recorded elsewhere): the session's own metadata says what was bought.
    const packKey = session.metadata.packKey as PackKey;
    if (!(PACK_KEYS as readonly string[]).includes(packKey)) return null;
    const creditsAmount = Number(session.metadata.credits) || (await catalogue.pricing()).packs[packKey].credits;
    const userId = await accountOf(tx, [session.metadata.userId, session.clientReferenceId], session.customerId);
    const discountCodeId = isUuid(session.metadata.discountCodeId ?? '') ? session.metadata.discountCodeId! : null;
    const [inserted] = await tx
      .insert(creditPurchases)
      .values({
        userId,
        stripeSessionId: session.id,
        packType: packKey,
        creditsAmount,
        discountCodeId,
        currency: 'eur',
        createdAt: clock.now(),
        ...completion,
      })
      .onConflictDoNothing()
      .returning();
    return inserted;
  }

  return {
    /** checkout.session.completed / .async_payment_succeeded of a pack, and the payment success page. */
    async fulfilSession(session: CheckoutSessionInfo, event?: EventRecord): Promise<void> {
      const outcome = await exactlyOnce(db, clock, event, async (tx): Promise<PackOutcome> => {
        if (!isPaidSession(session)) return { kind: 'unpaid' };
        const purchase = await claim(tx, session);
        if (purchase === undefined) return { kind: 'already' };
        if (purchase === null) return { kind: 'unmatched', reason: 'no pack in its metadata' };
        const [user] = purchase.userId
          ? await tx.select({ id: users.id }).from(users).where(eq(users.id, purchase.userId))
          : [];
        if (!user) return { kind: 'unmatched', reason: 'its account no longer exists' };
        const usage = purchase.discountCodeId
          ? await discountCodes.recordUsage(tx, {
              discountCodeId: purchase.discountCodeId,
              userId: user.id,
              stripeSessionId: session.id,
              discountAmount: Math.max(0, session.amountSubtotal - session.amountTotal),
              amountPaid: session.amountTotal,
              reservationId: session.metadata.discountReservationId,
            })
          : undefined;
        // Over the code's limit the pack is fulfilled at the price paid, never silently at the discount (decision 090).
        const creditsAmount =
          usage === 'limit_reached' ? creditsForPricePaid(purchase.creditsAmount, session) : purchase.creditsAmount;
        if (usage === 'limit_reached') {
          await tx.update(creditPurchases).set({ creditsAmount }).where(eq(creditPurchases.id, purchase.id));
          await alertOverLimit(tx, clock, {
            key: session.id,
            code: session.metadata.discountCode ?? 'a discount code',
            amountPaid: session.amountTotal,
            credits: creditsAmount,
          });
        }
        const topUpId = session.metadata.autoTopUpId;
        if (topUpId && isUuid(topUpId))
          await closeCompletedTopUp(tx, clock, { topUpId, userId: user.id, paymentIntentId: session.paymentIntentId });
        if (creditsAmount > 0) {
          await credits.grant(
            {
              userId: user.id,
              type: 'purchase',
              amount: creditsAmount,
              idempotencyKey: `purchase:${session.id}`,
              description: `Credit pack: ${creditsAmount} credits`,
              metadata: { stripeSessionId: session.id, packKey: purchase.packType },
            },
            tx,
          );
        }
        return {
          kind: 'granted',
          userId: user.id,
          credits: creditsAmount,
          packKey: purchase.packType,
          amountPaid: session.amountTotal,
          usage,
          discountCodeId: purchase.discountCodeId,
        };
      });
      if (outcome?.kind === 'granted') {
        await systemLogs.record({
          level: 'info',
          source: 'stripe',
          message: `Credit pack paid: ${outcome.packKey} (${outcome.credits} credits, ${euro(outcome.amountPaid)})`,
          metadata: { stripeSessionId: session.id },
          userId: outcome.userId,
        });
        if (outcome.usage === 'limit_reached') {
          await systemLogs.record({
            level: 'warning',
            source: 'stripe',
            message:
              'A discounted payment completed after its code reached its usage limit; credits granted for the price paid',
            metadata: { stripeSessionId: session.id, discountCodeId: outcome.discountCodeId },
            userId: outcome.userId,
          });
        }
      }
      if (outcome?.kind === 'unmatched') {
        await systemLogs.record({
          level: 'error',
          source: 'stripe',
          message: `Paid checkout session could not be fulfilled: ${outcome.reason}`,
          metadata: { stripeSessionId: session.id },
        });
      }
    },

    /** charge.refunded: takes back the refunded share of a pack's credits, at most what is left of the balance. */
    async applyRefund(charge: ChargeInfo, event?: EventRecord): Promise<void> {
      const outcome = await exactlyOnce(db, clock, event, async (tx) => {
        if (!charge.paymentIntentId) return { kind: 'not_a_pack' as const };
        const [purchase] = await tx
          .select()
          .from(creditPurchases)
          .where(eq(creditPurchases.stripePaymentIntentId, charge.paymentIntentId))
          .for('update');
        if (!purchase) return { kind: 'not_a_pack' as const };
        const share = Math.round((purchase.creditsAmount * charge.amountRefunded) / Math.max(charge.amount, 1));
        const target = Math.min(purchase.creditsAmount, share);
        const owed = target - purchase.creditsRefunded;
        if (owed <= 0) return { kind: 'nothing' as const };
        const [user] = purchase.userId
          ? await tx.select({ credits: users.credits }).from(users).where(eq(users.id, purchase.userId)).for('update')
          : [];
        const taken = Math.min(owed, user?.credits ?? 0);
        if (taken > 0) {
          await credits.grant(
            {
              userId: purchase.userId!,
              type: 'purchase_refund',
              amount: -taken,
              idempotencyKey: `pack-refund:${charge.id}:${charge.amountRefunded}`,
              description: `Refund of a credit pack: ${taken} credits taken back`,
              metadata: { stripeChargeId: charge.id, stripeSessionId: purchase.stripeSessionId },
            },
            tx,
          );
        }
        const fullyRefunded = charge.amountRefunded >= charge.amount;
        await tx
          .update(creditPurchases)
          .set({ creditsRefunded: target, ...(fullyRefunded ? { status: 'refunded' } : {}) })
          .where(eq(creditPurchases.id, purchase.id));
        return { kind: 'taken' as const, owed, taken, userId: purchase.userId };
      });
      if (outcome?.kind !== 'taken') return;
      await systemLogs.record({
        level: outcome.taken < outcome.owed ? 'warning' : 'info',
        source: 'stripe',
        message:
          outcome.taken < outcome.owed
            ? `Credit pack refunded: only ${outcome.taken} of ${outcome.owed} credits could be taken back (already spent)`
            : `Credit pack refunded: ${outcome.taken} credits taken back`,
        metadata: { stripeChargeId: charge.id, amountRefunded: charge.amountRefunded },
        userId: outcome.userId,
      });
    },
  };
}
export type PackFulfilmentService = ReturnType<typeof createPackFulfilmentService>;
