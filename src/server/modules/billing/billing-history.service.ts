import { and, desc, eq, inArray } from 'drizzle-orm';
import { TIER_LABELS } from '@shared/constants';
import type { BillingHistory, BillingHistoryItem, ReceiptQuery } from '@shared/schemas/auto-top-up';
import type { Database } from '../../db/client';
import { creditPurchases, invoices, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { CatalogueService } from './catalogue.service';
import { isPackKey } from './auto-top-up-reserve';
import { requireStripe, withStripeFailure, type BillingContext } from './stripe-access';

// The profile's billing history (issue #24): pack purchases, automatic
// top-ups and plan payments, newest first, each with Stripe's own receipt or
// invoice page, looked up when the customer opens it (never stored: Stripe
// keeps those pages current).

type Deps = BillingContext & { db: Database; catalogue: CatalogueService };

const HISTORY_LIMIT = 100;

export function createBillingHistoryService(deps: Deps) {
  const { db, catalogue } = deps;

  return {
    async history(user: UserRow): Promise<BillingHistory> {
      const [purchases, paid, pricing] = await Promise.all([
        db
          .select()
          .from(creditPurchases)
          .where(and(eq(creditPurchases.userId, user.id), inArray(creditPurchases.status, ['completed', 'refunded'])))
          .orderBy(desc(creditPurchases.completedAt))
          .limit(HISTORY_LIMIT),
        db
          .select()
          .from(invoices)
          .where(eq(invoices.userId, user.id))
          .orderBy(desc(invoices.paidAt))
          .limit(HISTORY_LIMIT),
        catalogue.pricing(),
      ]);
      const items: BillingHistoryItem[] = [
        ...purchases.map((p): BillingHistoryItem => {
          // An automatic top-up has no Checkout session: its PaymentIntent is its Stripe reference (decision 093).
          const automatic = p.stripePaymentIntentId !== null && p.stripeSessionId === p.stripePaymentIntentId;
          const pack = isPackKey(p.packType) ? pricing.packs[p.packType].name : 'Credit pack';
          return {
            id: p.id,
            kind: automatic ? 'auto_top_up' : 'pack',
            description: automatic ? `Auto top-up · ${pack}` : pack,
            amountCents: p.priceAmount,
            currency: p.currency,
            credits: p.creditsAmount,
            status: p.status === 'refunded' ? 'refunded' : p.creditsRefunded > 0 ? 'partially_refunded' : 'paid',
            date: (p.completedAt ?? p.createdAt).toISOString(),
            receiptPath: `/api/billing/receipt?kind=purchase&id=${p.id}`,
          };
        }),
        ...paid.map((i): BillingHistoryItem => ({
          id: i.id,
          kind: 'plan',
          description: i.tier && i.tier !== 'free' ? `${TIER_LABELS[i.tier]} plan` : 'Plan payment',
          amountCents: i.amountPaid,
          currency: i.currency,
          credits: i.creditsGranted,
          status: 'paid',
          date: i.paidAt.toISOString(),
          receiptPath: `/api/billing/receipt?kind=invoice&id=${i.id}`,
        })),
      ];
      items.sort((a, b) => b.date.localeCompare(a.date));
      return { items: items.slice(0, HISTORY_LIMIT) };
    },

    /** Stripe's receipt (a payment) or hosted invoice (a plan) of one of the user's own rows; 404 for anyone else's. */
    async receiptUrl(user: UserRow, query: ReceiptQuery): Promise<string> {
      const stripe = requireStripe(deps);
      const notFound = new AppError('NOT_FOUND', 'Receipt not found');
      const lookup = async (): Promise<string | null> => {
        if (query.kind === 'purchase') {
          const [row] = await db
            .select({ intent: creditPurchases.stripePaymentIntentId })
            .from(creditPurchases)
            .where(and(eq(creditPurchases.id, query.id), eq(creditPurchases.userId, user.id)));
          if (!row) throw notFound;
          return row.intent ? stripe.receiptUrlOf(row.intent) : null;
        }
        const [row] = await db
          .select({ invoice: invoices.stripeInvoiceId })
          .from(invoices)
          .where(and(eq(invoices.id, query.id), eq(invoices.userId, user.id)));
        if (!row) throw notFound;
        return stripe.invoiceUrlOf(row.invoice);
      };
      const url = await withStripeFailure(
        deps,
        { action: 'receipt', userId: user.id, customerMessage: 'Could not open the receipt. Please try again.' },
        lookup,
      );
      if (!url) throw notFound;
      return url;
    },
  };
}
export type BillingHistoryService = ReturnType<typeof createBillingHistoryService>;
