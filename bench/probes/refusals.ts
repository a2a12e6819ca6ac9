import { hashPassword } from '../../server/auth/passwords';
import { readyBasket } from './guest-basket';
import { errorOf, type ProbeRow, rand, sleep, tally, type Target } from './target';

/*
 * 13: what the third hostile round found refused the wrong way or not at all (issue 38, findings
 * 4, 5, 7, 8 and 9): integers beyond their column on the staff's lists, methods no route has, the
 * required pages taken off the shop, the sandbox pointed at a stranger's script, and gift-voucher
 * codes in the staff's copy of a mail.
 */

const BEYOND = ['2147483648', '9007199254740990'];

/** An owner written to the shop's database, logged in: the Cookie header of its session. */
async function ownerSession(t: Target): Promise<string> {
  const email = t.secret('e-mail', `probe-owner-${rand()}@example.ch`);
  const password = t.secret('password', `Probe-Owner-${rand()}-Aare`);
  await t.query(`insert into staff_users (email, display_name, role, password_hash) values ($1, 'Probe owner', 'owner', $2)`, [
    email,
    await hashPassword(password),
  ]);
  const login = await t.call('POST', '/api/admin/login', { body: { email, password }, ip: '10.13.0.9' });
  if (login.status !== 200) throw new Error(`staff login: ${login.status} ${login.text.slice(0, 200)}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => t.secret('session token', cookie.split(';', 1)[0] ?? ''))
    .join('; ');
}

async function outOfRange(t: Target, cookie: string): Promise<ProbeRow> {
  const urls = BEYOND.flatMap((n) => [
    `/api/admin/audit?before=${n}`,
    `/api/admin/audit?staffId=${n}`,
    `/api/admin/mails?before=${n}`,
    `/api/admin/vouchers?before=${n}`,
  ]);
  const answers = await Promise.all(urls.map((url) => t.call('GET', url, { cookie })));
  const refused = answers.filter((a) => a.status === 400 && errorOf(a.body)?.code === 'validation_failed').length;
  return {
    probe: '13a. ids and cursors beyond PostgreSQL’s integer (before, staffId) on the audit, mail and voucher lists',
    tries: urls.length,
    result: tally(answers, (a) => `${a.status} ${errorOf(a.body)?.code ?? ''}`.trim()).join(', '),
    expected: `all 400 validation_failed, no 500`,
    ok: refused === urls.length,
  };
}

async function unroutedMethods(t: Target): Promise<ProbeRow> {
  const tries = [
    await t.raw('QUERY', '/api/languages'),
    await t.raw('QUERY', '/api/languages', { 'content-type': 'application/json' }, Buffer.from('{}')),
    await t.raw('PROPFIND', '/api/admin/mails'),
    await t.raw('SEARCH', '/api/basket'),
  ];
  const ok = tries.filter((a) => a.status === 405 && typeof a.headers.allow === 'string' && a.headers.allow.length > 0).length;
  return {
    probe: '13b. QUERY (with and without a body), PROPFIND and SEARCH on API paths',
    tries: tries.length,
    result: tries.map((a) => `${a.status}${a.headers.allow ? ` (Allow: ${a.headers.allow})` : ''}`).join(', '),
    expected: '405 with Allow, as PATCH and TRACE',
    ok: ok === tries.length,
  };
}

async function requiredPage(t: Target, cookie: string): Promise<ProbeRow> {
  const list = await t.call('GET', '/api/admin/content/pages', { cookie });
  const pages = (list.body as { pages?: { id: number; slugs: { de: string } }[] }).pages ?? [];
  const results: string[] = [];
  let ok = true;
  for (const slug of ['', 'impressum', 'datenschutz', 'agb']) {
    const id = pages.find((p) => p.slugs.de === slug)?.id;
    const page = (await t.call('GET', `/api/admin/content/pages/${id}`, { cookie })).body as { version?: number };
    const answer = await t.call('PUT', `/api/admin/content/pages/${id}/publication`, { cookie, body: { version: page.version, published: false } });
    const shown = await t.call('GET', `/api/cms/page?lang=de&path=${slug}`);
    results.push(`/${slug}: ${answer.status} ${errorOf(answer.body)?.code ?? ''}, shop ${shown.status}`);
    ok &&= answer.status === 409 && errorOf(answer.body)?.code === 'conflict' && shown.status === 200;
  }
  return {
    probe: '13c. an owner takes the home, imprint, privacy and terms pages off the shop (PUT …/publication, published: false)',
    tries: 4,
    result: results.join('; '),
    expected: '409 conflict as for deleting; the shop keeps showing them',
    ok,
  };
}

async function sandbox(t: Target): Promise<ProbeRow> {
  const page = await t.call('GET', '/sandbox/?shop=https://evil.example', { headers: { 'accept-language': 'en' } });
  const named = /<meta name="printshop-shop" content="([^"]*)"/.exec(page.text)?.[1] ?? null;
  const copy = await t.call('GET', '/sandbox/index.html?shop=https://evil.example');
  const ok = page.status === 200 && named !== null && !named.includes('evil') && !page.text.includes('evil.example') && copy.status === 404;
  return {
    probe: '13d. `/sandbox/?shop=https://evil.example` (and its index.html)',
    tries: 2,
    result: `${page.status}, widget from ${named ?? '(not named)'}${page.text.includes('sandbox-shop-refused') ? ', with the note' : ''}; index.html ${copy.status}`,
    expected: 'the widget from the shop itself, evil.example nowhere in the page; index.html not served apart',
    ok,
  };
}

async function giftCodeMail(t: Target, cookie: string): Promise<ProbeRow> {
  const ip = '10.13.0.1';
  const email = t.secret('e-mail', `gift.${rand()}@example.ch`);
  const basket = await readyBasket(t, email, ip);
  const confirmed = await t.call('POST', '/api/checkout/confirm', { body: {}, cookie: basket, ip });
  const orderId = (confirmed.body as { orderId?: number }).orderId;
  if (confirmed.status !== 200 || !orderId) throw new Error(`confirm: ${confirmed.status} ${confirmed.text.slice(0, 200)}`);
  const paid = await t.call('POST', `/api/admin/orders/${orderId}/status`, { cookie, body: { event: 'markPaid' } });
  if (paid.status !== 200) throw new Error(`markPaid: ${paid.status} ${paid.text.slice(0, 200)}`);
  const codes = (
    await t.query<{ code: string }>('select v.code from vouchers v join order_items i on i.id = v.issued_for_order_item_id where i.order_id = $1', [orderId])
  ).map((row) => t.secret('gift code', row.code));
  let mailId: number | undefined;
  for (let i = 0; i < 40 && mailId === undefined; i += 1) {
    const rows = await t.query<{ id: number }>(`select id from mail_outbox where recipient = $1 and subject like '%Gutscheincodes%'`, [email]);
    mailId = rows[0]?.id;
    if (mailId === undefined) await sleep(250);
  }
  if (mailId === undefined) throw new Error('no gift-voucher mail queued');
  const shown = await t.call('GET', `/api/admin/mails/${mailId}`, { cookie });
  const text = (shown.body as { receivedText?: string | null }).receivedText ?? '';
  const clear = codes.filter((code) => text.includes(code)).length;
  return {
    probe: '13e. a gift-voucher order marked paid; its codes mail read by staff (`GET /api/admin/mails/:id`)',
    tries: codes.length,
    result: `${shown.status}; ${codes.length} code(s) issued, ${clear} readable in the staff's copy${text.includes('•••') ? ', masked as •••' : ''}`,
    expected: 'every code masked, as access tokens are',
    ok: shown.status === 200 && codes.length > 0 && clear === 0 && text.includes('•••'),
  };
}

export async function probeRefusals(t: Target): Promise<ProbeRow[]> {
  const cookie = await ownerSession(t);
  return [await outOfRange(t, cookie), await unroutedMethods(t), await requiredPage(t, cookie), await sandbox(t), await giftCodeMail(t, cookie)];
}
