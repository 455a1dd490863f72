import { and, eq, inArray, sql } from 'drizzle-orm';
import { PACK_KEYS, type PackKey } from '@shared/constants';
import type { Executor } from '../../db/client';
import { autoTopUps, users, type AutoTopUpStatus } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CatalogueService } from './catalogue.service';

// Reserving an automatic purchase (decision 093). Runs inside the transaction
// of the spend that crossed the low line (or of the settings change that
// turned auto top-up on under it), after that transaction locked the user's
// row, so every reservation of one user is decided one at a time, in every
// process: at most one attempt in flight, and the month's attempts never add
// up to more than the user's limit. The row and its job commit with the spend,
// or neither does (a crash loses nothing and charges nothing twice).

/** Where a reserved attempt is handed to the job engine, on the caller's executor (jobs/auto-top-up.job.ts). */
export type TopUpQueue = { enqueue(executor: Executor, topUpId: string): Promise<void> };

/** Attempts whose amount counts against the month's limit. */
export const RESERVED_STATUSES: AutoTopUpStatus[] = ['pending', 'succeeded', 'requires_action'];
/** Attempts that stop another from starting: one in flight, or one waiting for the customer. */
const BLOCKING_STATUSES: AutoTopUpStatus[] = ['pending', 'requires_action'];

/** The calendar month (UTC) an attempt counts against: "2026-11". */
export const monthKey = (at: Date) => at.toISOString().slice(0, 7);

export const isPackKey = (value: string | null | undefined): value is PackKey =>
  (PACK_KEYS as readonly string[]).includes(value ?? '');

/** Euro cents already reserved by the user's attempts this month. */
export async function reservedThisMonth(executor: Executor, userId: string, month: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string | null>`sum(${autoTopUps.priceAmount})` })
    .from(autoTopUps)
    .where(
      and(eq(autoTopUps.userId, userId), eq(autoTopUps.month, month), inArray(autoTopUps.status, RESERVED_STATUSES)),
    );
  return Number(row?.total ?? 0);
}

export type ReserveOutcome = 'reserved' | 'off' | 'in_flight' | 'over_limit';

/** Reserves the next attempt of the month and sends its job; the caller's transaction must hold the user's row lock. */
export async function reserveTopUp(
  executor: Executor,
  deps: { clock: Clock; catalogue: CatalogueService; queue: TopUpQueue },
  userId: string,
): Promise<ReserveOutcome> {
  const [user] = await executor
    .select({ on: users.autoTopUp, pack: users.autoTopUpPack, limit: users.autoTopUpLimit })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.on || !isPackKey(user.pack)) return 'off';
  const month = monthKey(deps.clock.now());
  const attempts = await executor
    .select({ status: autoTopUps.status, sequence: autoTopUps.sequence, price: autoTopUps.priceAmount })
    .from(autoTopUps)
    .where(and(eq(autoTopUps.userId, userId), eq(autoTopUps.month, month)));
  if (attempts.some((a) => BLOCKING_STATUSES.includes(a.status))) return 'in_flight';
  const pack = (await deps.catalogue.pricing(executor)).packs[user.pack];
  const reserved = attempts.filter((a) => RESERVED_STATUSES.includes(a.status)).reduce((sum, a) => sum + a.price, 0);
  if (reserved + pack.priceCents > user.limit * 100) return 'over_limit';
  const sequence = attempts.reduce((max, a) => Math.max(max, a.sequence), 0) + 1;
  const [row] = await executor
    .insert(autoTopUps)
    .values({
      userId,
      month,
      sequence,
      packType: user.pack,
      creditsAmount: pack.credits,
      priceAmount: pack.priceCents,
      status: 'pending',
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    })
    .returning({ id: autoTopUps.id });
  await deps.queue.enqueue(executor, row!.id);
  return 'reserved';
}

/** A pack checkout that completes an attempt the bank held back (SCA) closes it, in the pack's fulfilment transaction. */
export async function closeCompletedTopUp(
  executor: Executor,
  clock: Clock,
  input: { topUpId: string; userId: string; paymentIntentId: string | null },
): Promise<void> {
  await executor
    .update(autoTopUps)
    .set({ status: 'succeeded', stripePaymentIntentId: input.paymentIntentId, updatedAt: clock.now() })
    .where(
      and(
        eq(autoTopUps.id, input.topUpId),
        eq(autoTopUps.userId, input.userId),
        eq(autoTopUps.status, 'requires_action'),
      ),
    );
}
