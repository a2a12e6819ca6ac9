/*
 * The hosted payment page of the local Stripe server (e2e): what the shopper sees instead of
 * Stripe Checkout. It names the amount and the method and has a button to pay and a link back
 * (the session's cancel_url); its texts are the provider's, not the shop's.
 */

export interface PageSession {
  id: string;
  amount_total: number;
  currency: string;
  payment_method_types: string[];
  client_reference_id: string | null;
  cancel_url: string;
  status: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function paymentPage(session: PageSession): string {
  const amount = `${session.currency.toUpperCase()} ${(session.amount_total / 100).toFixed(2)}`;
  const method = session.payment_method_types.includes('twint') ? 'TWINT' : 'Card, Apple Pay, Google Pay';
  const open = session.status === 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Stripe Checkout</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
main { max-width: 420px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 8px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
.amount { font-size: 32px; font-weight: 600; margin: 8px 0 16px; }
button { width: 100%; padding: 12px; font-size: 16px; border: 0; border-radius: 6px; background: #635bff; color: #fff; cursor: pointer; }
.note { color: #697386; font-size: 14px; }
</style></head>
<body><main>
<p class="note">Local Stripe Checkout (test mode)</p>
<h1>Order ${escape(session.client_reference_id ?? '')}</h1>
<p class="amount" data-testid="stripe-amount">${escape(amount)}</p>
<p data-testid="stripe-method">${escape(method)}</p>
${
  open
    ? `<form method="post" action="/pay/${escape(session.id)}/pay"><button type="submit" data-testid="stripe-pay">Pay ${escape(amount)}</button></form>`
    : `<p data-testid="stripe-closed">This payment page is ${escape(session.status)}.</p>`
}
<p><a href="${escape(session.cancel_url)}" data-testid="stripe-back">Back to the shop</a></p>
</main></body></html>`;
}
