import type { FakeCharge, FakeCustomer, FakeInvoice, FakeSession, FakeSubscription } from './stripe-fake-objects';

// The pages a customer sees at Stripe: the hosted checkout (with a Pay
// button) and the billing portal (with Cancel). Plain HTML and forms, no
// script, so they work in any browser the tests drive.

const money = (cents: number, currency: string) =>
  `${currency === 'eur' ? '€' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const date = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escape(title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f6f9fc;color:#1a1f36}
main{max-width:440px;margin:40px auto;background:#fff;border:1px solid #e3e8ee;border-radius:12px;padding:28px}
h1{font-size:20px;margin:0 0 4px}.test{display:inline-block;background:#ffde92;color:#5c3c00;border-radius:4px;padding:0 6px;font-size:12px;font-weight:600}
dl{margin:20px 0}dl div{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #eef1f5}dt{color:#697386}dd{margin:0;font-weight:600}
.total dd{font-size:22px}button{width:100%;padding:12px;border:0;border-radius:8px;background:#635bff;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
a{color:#635bff}.muted{color:#697386;font-size:13px}section{border:1px solid #e3e8ee;border-radius:8px;padding:14px;margin:14px 0}
.danger{background:#df1b41}
</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(session: FakeSession): string {
  const line = session._line;
  const period = line.recurring ? ' per month' : '';
  const discountRow =
    session.total_details.amount_discount > 0
      ? `<div><dt>Discount</dt><dd data-testid="discount">−${money(session.total_details.amount_discount, session.currency)}</dd></div>`
      : '';
  const totalLabel = line.recurring ? 'Total due today' : 'Total due';
  const body =
    session.status !== 'open'
      ? `<h1>This checkout is ${session.status === 'complete' ? 'already paid' : 'no longer available'}</h1>`
      : `<p><span class="test">TEST MODE</span> Postwright</p>
<h1>${escape(line.name)}</h1>
<p class="muted">${escape(line.description ?? '')}</p>
<dl>
<div><dt>${escape(line.name)}</dt><dd>${money(line.unitAmount * line.quantity, session.currency)}${period}</dd></div>
${discountRow}
<div class="total"><dt>${totalLabel}</dt><dd data-testid="total">${money(session.amount_total, session.currency)}</dd></div>
</dl>
<form method="post" action="/pay/${session.id}/confirm"><button type="submit">Pay</button></form>
${session.cancel_url ? `<p class="muted"><a href="${escape(session.cancel_url)}">← Back to Postwright</a></p>` : ''}`;
  return page(`Pay Postwright · ${line.name}`, body);
}

export function portalPage(
  portalId: string,
  customer: FakeCustomer,
  subscriptions: FakeSubscription[],
  returnUrl: string | null,
): string {
  const rows = subscriptions.length
    ? subscriptions
        .map((s) => {
          const item = s.items.data[0]!;
          const state =
            s.status === 'canceled'
              ? 'Cancelled'
              : s.cancel_at_period_end
                ? `Cancels on ${date(item.current_period_end)}`
                : `Renews on ${date(item.current_period_end)}`;
          const action =
            s.status !== 'canceled' && !s.cancel_at_period_end
              ? `<form method="post" action="/portal/${portalId}/cancel/${s.id}"><button type="submit" class="danger">Cancel subscription</button></form>`
              : '';
          return `<section><strong>${escape(s.metadata.planKey ?? 'Plan')}</strong> · ${money(item.price.unit_amount, item.price.currency)} per month<p class="muted">${state}</p>${action}</section>`;
        })
        .join('')
    : '<p class="muted">No subscriptions.</p>';
  return page(
    'Postwright billing',
    `<p><span class="test">TEST MODE</span> Postwright</p><h1>Manage your billing</h1><p class="muted">${escape(customer.email ?? '')}</p>${rows}
${returnUrl ? `<p><a href="${escape(returnUrl)}">Return to Postwright</a></p>` : ''}`,
  );
}

/** A charge's receipt or an invoice, as the links Stripe e-mails and the profile's billing history open. */
export function receiptPage(found: FakeCharge | FakeInvoice): string {
  const isInvoice = found.object === 'invoice';
  const amount = isInvoice ? found.amount_paid : found.amount;
  const title = isInvoice ? 'Invoice' : 'Receipt';
  return page(
    `Postwright ${title.toLowerCase()}`,
    `<p><span class="test">TEST MODE</span> Postwright</p><h1>${title} ${escape(found.id)}</h1>
<dl><div class="total"><dt>Amount paid</dt><dd data-testid="amount">${money(amount, found.currency)}</dd></div>
<div><dt>Date</dt><dd>${date(found.created)}</dd></div></dl>`,
  );
}
