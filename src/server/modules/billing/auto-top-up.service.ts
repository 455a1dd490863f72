import { and, desc, eq, inArray } from 'drizzle-orm';
import { LOW_CREDIT_THRESHOLD, type PackKey } from '@shared/constants';
import type { AutoTopUpNotice, AutoTopUpSettings, UpdateAutoTopUpInput } from '@shared/schemas/auto-top-up';
import type { RedirectUrlResponse } from '@shared/schemas/billing';
import type { Database, Executor } from '../../db/client';
import {
  autoTopUps,
  creditPurchases,
  invoices,
  stripeCustomers,
  users,
  type AutoTopUpRow,
  type UserRow,
} from '../../db/schema';
import type { OffSessionOutcome } from '../../integrations/stripe';
import { AppError } from '../../errors';
import type { Mailer } from '../../integrations/mailer';
import type { Clock } from '../../lib/clock';
import { requireVerifiedEmail } from '../accounts';
import type { CreditsService } from '../credits/credits.service';
import { authenticationMail, declinedMail, sendQuietly } from './auto-top-up-mail';
import { isPackKey, monthKey, reservedThisMonth, reserveTopUp, type TopUpQueue } from './auto-top-up-reserve';
import { settleStaleTopUps, type SettleResult } from './auto-top-up-settle';
import type { CatalogueService } from './catalogue.service';
import type { CheckoutService } from './checkout.service';
import { euro, exactlyOnce, type EventRecord } from './fulfilment-support';
import { requireStripe, type BillingContext } from './stripe-access';

// Auto top-up (issue #24, decision 093): when a spend takes the balance of a
// customer who turned it on under 5 credits, their chosen pack is bought with
// the card saved at an earlier Checkout, off-session, through a PaymentIntent.
// The spend reserves the attempt and sends its job in its own transaction
// (auto-top-up-reserve.ts); the job charges with Stripe's idempotency key
// (user, month, sequence), so a job run twice is one charge; the credits are
// granted once, whether the job or the payment_intent.succeeded webhook gets
// there first. A card that needs its owner (SCA) gets an e-mail and a notice;
// a declined card turns auto top-up off and says so.

type Deps = BillingContext & {
  db: Database;
  clock: Clock;
  catalogue: CatalogueService;
  credits: CreditsService;
  mailer: Mailer;
  appUrl: string;
  queue: TopUpQueue;
  checkout: () => CheckoutService;
};

const DECLINED_NOTICE_DAYS = 30;

export function createAutoTopUpService(deps: Deps) {
  const { db, clock, catalogue, credits, systemLogs, queue } = deps;
  const appUrl = deps.appUrl.replace(/\/$/, '');

  const reserve = (executor: Executor, userId: string) => reserveTopUp(executor, { clock, catalogue, queue }, userId);

  /** A customer who paid before: a completed pack or a paid plan invoice. */
  async function hasBought(userId: string): Promise<boolean> {
    const [pack] = await db
      .select({ id: creditPurchases.id })
      .from(creditPurchases)
      .where(and(eq(creditPurchases.userId, userId), inArray(creditPurchases.status, ['completed', 'refunded'])))
      .limit(1);
    if (pack) return true;
    const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.userId, userId)).limit(1);
    return invoice !== undefined;
  }

  async function noticeOf(user: Pick<UserRow, 'id' | 'autoTopUp'>): Promise<AutoTopUpNotice | null> {
    const [last] = await db
      .select()
      .from(autoTopUps)
      .where(
        and(eq(autoTopUps.userId, user.id), inArray(autoTopUps.status, ['requires_action', 'failed', 'succeeded'])),
      )
      .orderBy(desc(autoTopUps.createdAt))
      .limit(1);
    if (!last) return null;
    if (last.status === 'requires_action')
      return { kind: 'requires_action', topUpId: last.id, amountCents: last.priceAmount, credits: last.creditsAmount };
    const recent = clock.now().getTime() - last.updatedAt.getTime() < DECLINED_NOTICE_DAYS * 24 * 3600 * 1000;
    if (last.status === 'failed' && !user.autoTopUp && recent)
      return { kind: 'declined', at: last.updatedAt.toISOString() };
    return null;
  }

  async function recipient(userId: string) {
    const [user] = await db
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  const mailFailed = (userId: string) => async (error: unknown) => {
    await systemLogs.record({
      level: 'error',
      source: 'system',
      message: 'Auto top-up e-mail could not be sent',
      metadata: { error: error instanceof Error ? error.message : String(error) },
      userId,
    });
  };

  /** The attempt failed for good: it is closed, auto top-up is off, and the customer is told (once: only the closing call mails). */
  async function fail(topUpId: string, userId: string, code: string, paymentIntentId: string | null): Promise<void> {
    const closed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(autoTopUps)
        .set({ status: 'failed', failureCode: code, stripePaymentIntentId: paymentIntentId, updatedAt: clock.now() })
        .where(and(eq(autoTopUps.id, topUpId), eq(autoTopUps.status, 'pending')))
        .returning({ id: autoTopUps.id });
      if (row) await tx.update(users).set({ autoTopUp: false, updatedAt: clock.now() }).where(eq(users.id, userId));
      return row !== undefined;
    });
    if (!closed) return;
    await systemLogs.record({
      level: 'warning',
      source: 'stripe',
      message: `Auto top-up failed (${code}); auto top-up turned off`,
      metadata: { autoTopUpId: topUpId, paymentIntentId },
      userId,
    });
    const to = await recipient(userId);
    if (to)
      await sendQuietly(
        deps.mailer,
        declinedMail(to, { appUrl, reason: code === 'no_saved_card' ? 'no_card' : 'declined' }),
        mailFailed(userId),
      );
  }

  /** Grants a paid attempt once: the attempt moves from pending to succeeded with its purchase row and ledger row. */
  async function fulfil(topUpId: string, paymentIntentId: string, event?: EventRecord): Promise<void> {
    const granted = await exactlyOnce(db, clock, event, async (tx) => {
      const [claimed] = await tx
        .update(autoTopUps)
        .set({ status: 'succeeded', stripePaymentIntentId: paymentIntentId, updatedAt: clock.now() })
        .where(and(eq(autoTopUps.id, topUpId), eq(autoTopUps.status, 'pending')))
        .returning();
      if (!claimed?.userId) return undefined;
      // The purchase row makes the top-up revenue, refundable (charge.refunded) and part of the billing history.
      await tx.insert(creditPurchases).values({
        userId: claimed.userId,
        stripeSessionId: paymentIntentId,
        packType: claimed.packType,
        creditsAmount: claimed.creditsAmount,
        priceAmount: claimed.priceAmount,
        currency: claimed.currency,
        status: 'completed',
        stripePaymentIntentId: paymentIntentId,
        createdAt: claimed.createdAt,
        completedAt: clock.now(),
      });
      await credits.grant(
        {
          userId: claimed.userId,
          type: 'purchase',
          amount: claimed.creditsAmount,
          idempotencyKey: `purchase:${paymentIntentId}`,
          description: `Auto top-up: ${claimed.creditsAmount} credits`,
          metadata: { stripePaymentIntentId: paymentIntentId, packKey: claimed.packType, autoTopUpId: claimed.id },
        },
        tx,
      );
      return claimed;
    });
    if (!granted) return;
    await systemLogs.record({
      level: 'info',
      source: 'stripe',
      message: `Auto top-up paid: ${granted.packType} (${granted.creditsAmount} credits, ${euro(granted.priceAmount)})`,
      metadata: { stripePaymentIntentId: paymentIntentId, autoTopUpId: granted.id },
      userId: granted.userId,
    });
  }

  /** Records Stripe's answer to a charge: grant once, wait for the customer (SCA), or turn auto top-up off. */
  async function record(row: AutoTopUpRow, userId: string, outcome: OffSessionOutcome): Promise<void> {
    if (outcome.kind === 'succeeded') return fulfil(row.id, outcome.paymentIntentId);
    if (outcome.kind === 'declined') return fail(row.id, userId, outcome.code, outcome.paymentIntentId);
    const [waiting] = await db
      .update(autoTopUps)
      .set({
        status: 'requires_action',
        failureCode: 'authentication_required',
        stripePaymentIntentId: outcome.paymentIntentId,
        updatedAt: clock.now(),
      })
      .where(and(eq(autoTopUps.id, row.id), eq(autoTopUps.status, 'pending')))
      .returning({ id: autoTopUps.id });
    if (!waiting) return;
    const to = await recipient(userId);
    if (to)
      await sendQuietly(
        deps.mailer,
        authenticationMail(to, { appUrl, topUpId: row.id, amountCents: row.priceAmount, credits: row.creditsAmount }),
        mailFailed(userId),
      );
  }

  /** The auto-top-up job: charges a reserved attempt off-session. Safe to run twice (the row and Stripe's key decide). */
  async function charge(topUpId: string): Promise<void> {
    const [row] = await db.select().from(autoTopUps).where(eq(autoTopUps.id, topUpId));
    if (!row || row.status !== 'pending' || !row.userId) return;
    const userId = row.userId;
    const [user] = await db.select({ on: users.autoTopUp }).from(users).where(eq(users.id, userId));
    if (!user?.on) {
      // Turned off before anything was charged: the attempt gives its reservation back.
      await db
        .update(autoTopUps)
        .set({ status: 'cancelled', updatedAt: clock.now() })
        .where(and(eq(autoTopUps.id, topUpId), eq(autoTopUps.status, 'pending')));
      return;
    }
    const stripe = requireStripe(deps);
    const [customer] = await db
      .select({ id: stripeCustomers.stripeCustomerId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, userId));
    const card = customer ? await stripe.savedCardOf(customer.id) : null;
    if (!customer || !card) return fail(topUpId, userId, 'no_saved_card', null);
    const outcome = await stripe.chargeOffSession({
      customerId: customer.id,
      paymentMethodId: card,
      amountCents: row.priceAmount,
      currency: row.currency,
      description: `Postwright auto top-up: ${row.creditsAmount} credits`,
      metadata: {
        kind: 'auto_top_up',
        userId,
        autoTopUpId: row.id,
        packKey: row.packType,
        credits: String(row.creditsAmount),
      },
      // One charge per attempt however often the job runs (Stripe keeps keys for 24 hours).
      idempotencyKey: `auto-top-up:${userId}:${row.month}:${row.sequence}`,
    });
    return record(row, userId, outcome);
  }

  return {
    /** The low-balance hook of the credit ledger: runs in the spend's transaction. */
    reserve,

    async settings(user: UserRow): Promise<AutoTopUpSettings> {
      return {
        eligible: await hasBought(user.id),
        enabled: user.autoTopUp,
        packKey: isPackKey(user.autoTopUpPack) ? user.autoTopUpPack : null,
        monthlyLimit: user.autoTopUpLimit,
        spentThisMonthCents: await reservedThisMonth(db, user.id, monthKey(clock.now())),
        notice: await noticeOf(user),
        packs: Object.entries((await catalogue.pricing()).packs).map(([packKey, pack]) => ({
          packKey: packKey as PackKey,
          name: pack.name,
          priceCents: pack.priceCents,
          credits: pack.credits,
        })),
      };
    },

    /** PUT /api/billing/auto-top-up. Turning it on under the low line reserves a purchase at once. */
    async updateSettings(user: UserRow, input: UpdateAutoTopUpInput): Promise<AutoTopUpSettings> {
      if (input.enabled) {
        requireVerifiedEmail(user);
        if (!(await hasBought(user.id)))
          throw new AppError('FORBIDDEN', 'Auto top-up is available after your first purchase');
        const pack = (await catalogue.pricing()).packs[input.packKey];
        if (pack.priceCents > input.monthlyLimit * 100)
          throw new AppError(
            'BAD_REQUEST',
            `The monthly limit must cover at least one ${pack.name} (${euro(pack.priceCents)})`,
            {
              monthlyLimit: `At least €${Math.ceil(pack.priceCents / 100)} for the ${pack.name}`,
            },
          );
      }
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .update(users)
          .set({
            autoTopUp: input.enabled,
            autoTopUpPack: input.packKey,
            autoTopUpLimit: input.monthlyLimit,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, user.id))
          .returning({ credits: users.credits });
        if (input.enabled && locked && locked.credits < LOW_CREDIT_THRESHOLD) await reserve(tx, user.id);
      });
      const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
      return this.settings(fresh!);
    },

    charge,

    /**
     * The reconcile job (decision 125): pending attempts older than an hour are settled with what Stripe knows of
     * their PaymentIntent; one Stripe never saw is charged again (same key) or given back after 24 hours.
     */
    async settleStale(): Promise<Map<string, SettleResult>> {
      if (!deps.stripe) return new Map();
      return settleStaleTopUps({ db, clock, stripe: deps.stripe, systemLogs }, { charge, record, reserve });
    },

    /** payment_intent.succeeded of an automatic purchase (the job may have died after Stripe charged). */
    async applyPaidIntent(intent: { id: string; metadata: Record<string, string> }, event: EventRecord): Promise<void> {
      const topUpId = intent.metadata.autoTopUpId;
      if (intent.metadata.kind !== 'auto_top_up' || !topUpId || !/^[0-9a-f-]{36}$/i.test(topUpId)) {
        await exactlyOnce(db, clock, event, async () => undefined);
        return;
      }
      await fulfil(topUpId, intent.id, event);
    },

    /**
     * POST /api/billing/auto-top-up/:id/complete: the customer pays a top-up their bank held back, on
     * Stripe's hosted page (which asks for the authentication); the pack's fulfilment closes the attempt.
     */
    async completeWithCheckout(user: UserRow, topUpId: string): Promise<RedirectUrlResponse> {
      const [row] = await db
        .select()
        .from(autoTopUps)
        .where(and(eq(autoTopUps.id, topUpId), eq(autoTopUps.userId, user.id)));
      if (!row) throw new AppError('NOT_FOUND', 'Top-up not found');
      if (row.status !== 'requires_action' || !isPackKey(row.packType))
        throw new AppError('CONFLICT', 'This top-up needs nothing more from you');
      return deps.checkout().startPackPurchase(user, { packKey: row.packType }, { autoTopUpId: row.id });
    },
  };
}
export type AutoTopUpService = ReturnType<typeof createAutoTopUpService>;
