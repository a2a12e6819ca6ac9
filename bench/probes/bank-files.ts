import { readFileSync } from 'node:fs';
import { hashPassword } from '../../server/auth/passwords';
import { loginStaffOver, STAFF_PASSWORD } from '../../server/features/staff/test-helpers';
import { errorOf, type ProbeRow, rand, tally, type Target } from './target';

/*
 * Probe 12 (issue 38, findings 2 and 6): camt.054 bank files uploaded by an office clerk. A file
 * whose second payment is beyond what a credit can hold must be refused whole (422 naming the
 * payment), book nothing and not be marked imported, so that the corrected file books all of it;
 * the largest amount a credit holds is kept for a person; and XML the reader refuses (a DTD with
 * external or parameter entities, an entity bomb, 60 000 levels, a reserved element name) answers
 * 422 with the reason, never 500.
 */

const v04 = readFileSync(new URL('../../server/features/bank-payments/samples/camt054-v04-single.xml', import.meta.url), 'utf8');

interface Payment {
  amount: string;
  reference: string;
  bankReference: string;
}

/** A camt.054.001.04 file of one booked entry per payment (the server's sample entry, repeated). */
function fileOf(messageId: string, payments: Payment[]): string {
  const [head, rest] = v04.replace('MSG-2026-11-25-0001', messageId).split('<Ntry>') as [string, string];
  const [entry, tail] = rest.split('</Ntry>') as [string, string];
  const entries = payments.map(
    (p) => `<Ntry>${entry.replaceAll('{{AMOUNT}}', p.amount).replaceAll('{{REFERENCE}}', p.reference).replace('ZKB-20261125-77', p.bankReference)}</Ntry>`,
  );
  return head + entries.join('') + tail;
}

const chf = (rappen: number) => `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;

/** An office clerk of the probe's own, logged in: the cookie. */
async function clerk(t: Target): Promise<string> {
  const email = t.secret('e-mail', `clerk.${rand()}@print-atelier.test`);
  await t.query("insert into staff_users (email, display_name, role, password_hash) values ($1, 'Probe Clerk', 'office', $2)", [
    email,
    await hashPassword(STAFF_PASSWORD),
  ]);
  return (await loginStaffOver(t.base, email)).cookie;
}

interface PlacedOrder {
  id: number;
  reference: string;
  dueRappen: number;
}

/** A guest's prepayment order of one gift voucher, placed through the checkout API. */
async function prepaymentOrder(t: Target, ip: string): Promise<PlacedOrder> {
  const added = await t.call('POST', '/api/basket/addStatic', { body: { productId: 'gift-voucher', quantity: 1 }, ip });
  const cookie = added.cookie;
  if (added.status !== 200 || !cookie) throw new Error(`addStatic: ${added.status} ${added.text}`);
  const billingAddress = { sex: 'f', firstname: 'Bea', lastname: 'Bank', address1: 'Probegasse 12', zipcode: '9490', city: 'Vaduz', country: 'LI' };
  const email = t.secret('e-mail', `bank.${rand()}@example.ch`);
  const set = await t.call('POST', '/api/checkout/addresses/set', { body: { kind: 'guest', email, billingAddress, deliveryAddress: null }, cookie, ip });
  const shippingOptionId = (set.body as { shippingOptions: { shippingOption_id: number }[] }).shippingOptions[0]?.shippingOption_id;
  await t.call('POST', '/api/checkout/paymentAndShipping/set', { body: { shippingOptionId, paymentMethod: 'prepayment' }, cookie, ip });
  await t.call('POST', '/api/checkout/terms/set', { body: { accept: true }, cookie, ip });
  const confirmed = await t.call('POST', '/api/checkout/confirm', { body: {}, cookie, ip });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  const { orderId } = confirmed.body as { orderId: number };
  const [row] = await t.query<{ reference: string; due: number }>(
    'select qr_reference as reference, total_rappen - paid_by_vouchers_rappen as due from orders where id = $1',
    [orderId],
  );
  return { id: orderId, reference: row!.reference, dueRappen: Number(row!.due) };
}

/** A notification of no payment, its MsgId `msgId`, behind `doctype`. */
const camt = (msgId: string, doctype = '') =>
  `<?xml version="1.0"?>${doctype}<Document><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>${msgId}</MsgId></GrpHdr></BkToCstmrDbtCdtNtfctn></Document>`;

/** Ten levels of ten: 10^9 "lol" if anything expanded them. */
const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');

/** XML the reader must refuse with a reason, never a 500. */
const hostile: [string, string][] = [
  ['external entity', camt('&x;', '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>')],
  ['parameter entity', camt('x', '<!DOCTYPE Document [<!ENTITY % p SYSTEM "http://127.0.0.1:9/p.dtd"> %p;]>')],
  ['billion laughs', camt('&l9;', `<!DOCTYPE Document [<!ENTITY l0 "lol">${laughs}]>`)],
  ['60 000 levels', `<Document><BkToCstmrDbtCdtNtfctn>${'<a>'.repeat(60_000)}${'</a>'.repeat(60_000)}</BkToCstmrDbtCdtNtfctn></Document>`],
  ['reserved name', camt('x<constructor>1</constructor>')],
];

export async function probeBankFiles(t: Target): Promise<ProbeRow[]> {
  const cookie = await clerk(t);
  const upload = (content: string, filename: string) => t.call('POST', '/api/admin/bank-files', { body: { filename, content }, cookie });
  const booked = async (refs: string[]) =>
    Number((await t.query<{ n: string }>('select count(*) as n from bank_credits where bank_reference = any($1)', [refs]))[0]?.n);
  const marked = async (messageId: string) =>
    Number((await t.query<{ n: string }>('select count(*) as n from bank_files where message_id = $1', [messageId]))[0]?.n);
  const paid = async (ids: number[]) =>
    Number((await t.query<{ n: string }>('select count(*) as n from orders where id = any($1) and paid_at is not null', [ids]))[0]?.n);
  const rows: ProbeRow[] = [];

  // 12a. Three payments, the second one cent above what a credit holds; then the corrected file.
  const orders = [await prepaymentOrder(t, '10.12.0.1'), await prepaymentOrder(t, '10.12.0.1'), await prepaymentOrder(t, '10.12.0.1')];
  const tag = `PROBE12-${rand()}`;
  const payments = orders.map((order, index) => ({ amount: chf(order.dueRappen), reference: order.reference, bankReference: `${tag}-${index + 1}` }));
  const overRange = payments.map((p, index) => (index === 1 ? { ...p, amount: '21474836.48' } : p));
  const refused = await upload(fileOf(tag, overRange), 'over-range.xml');
  const message = errorOf(refused.body)?.message ?? '';
  const afterRefusal = { booked: await booked(payments.map((p) => p.bankReference)), marked: await marked(tag), paid: await paid(orders.map((o) => o.id)) };
  // The same file again: refused again, not answered "already imported" with its payments lost.
  const same = await upload(fileOf(tag, overRange), 'over-range.xml');
  const sameAnswer = same.status === 200 && (same.body as { alreadyImported?: boolean }).alreadyImported ? '200 alreadyImported' : String(same.status);
  const corrected = await upload(fileOf(tag, payments), 'corrected.xml');
  const again = corrected.body as { alreadyImported?: boolean; credits?: { outcome: string }[] };
  const afterCorrection = { booked: await booked(payments.map((p) => p.bankReference)), paid: await paid(orders.map((o) => o.id)) };
  rows.push({
    probe: '12a. bank file whose 2nd of 3 payments is CHF 21 474 836.48 (one cent above a credit’s range), the same file again, then the corrected file',
    tries: 3,
    result:
      `${refused.status}${message.includes(`${tag}-2`) ? ' naming the payment' : ''}: ${afterRefusal.booked} booked, ${afterRefusal.paid} orders paid, ` +
      `file ${afterRefusal.marked ? 'marked imported' : 'not marked'}; the same file again: ${sameAnswer}; corrected: ${corrected.status}, alreadyImported ${String(again.alreadyImported)}, ` +
      `${afterCorrection.booked} booked, ${afterCorrection.paid} of 3 orders paid`,
    expected: '422 naming the payment, nothing booked, not marked (again: 422); corrected file 200 books all 3',
    ok:
      refused.status === 422 &&
      message.includes(`${tag}-2`) &&
      afterRefusal.booked === 0 &&
      afterRefusal.marked === 0 &&
      afterRefusal.paid === 0 &&
      same.status === 422 &&
      corrected.status === 200 &&
      again.alreadyImported === false &&
      afterCorrection.booked === 3 &&
      afterCorrection.paid === 3,
  });

  // 12b. The largest amount a credit holds, for an order's reference: kept for a person, never paying it.
  const huge = await prepaymentOrder(t, '10.12.0.2');
  const hugeTag = `PROBE12-MAX-${rand()}`;
  const kept = await upload(fileOf(hugeTag, [{ amount: '21474836.47', reference: huge.reference, bankReference: hugeTag }]), 'max.xml');
  const outcome = (kept.body as { credits?: { outcome: string; decision: string | null }[] }).credits?.[0];
  const hugePaid = await paid([huge.id]);
  rows.push({
    probe: '12b. bank file paying CHF 21 474 836.47 (the most a credit holds) to an order of CHF ' + chf(huge.dueRappen),
    tries: 1,
    result: `${kept.status}, outcome ${outcome?.outcome ?? '-'}, ${outcome?.decision === null ? 'waits for a person' : 'decided'}, order ${hugePaid ? 'paid' : 'not paid'}`,
    expected: '200, amountDiffers waiting for a person, order not paid',
    ok: kept.status === 200 && outcome?.outcome === 'amountDiffers' && outcome.decision === null && hugePaid === 0,
  });

  // 12c. XML the reader refuses.
  const answers: { what: string; status: number; reason: boolean; ms: number }[] = [];
  for (const [what, xml] of hostile) {
    const started = performance.now();
    const answer = await upload(xml, `${what}.xml`);
    answers.push({ what, status: answer.status, reason: (errorOf(answer.body)?.message.length ?? 0) > 40, ms: Math.round(performance.now() - started) });
  }
  const unmarked = (await t.query<{ n: string }>("select count(*) as n from bank_files where message_id in ('x', '&x;', '&l9;')"))[0]?.n;
  rows.push({
    probe: '12c. hostile camt.054: external entity, parameter entity, billion laughs, 60 000 levels, an element named constructor',
    tries: hostile.length,
    result: `${tally(answers, (a) => String(a.status)).join(', ')}; ${answers.filter((a) => a.reason).length} with a reason; slowest ${Math.max(...answers.map((a) => a.ms))} ms; ${unmarked} marked imported`,
    expected: 'each 422 with the reason in the one error shape, none marked imported',
    ok: answers.every((a) => a.status === 422 && a.reason) && Number(unmarked) === 0,
  });
  return rows;
}
