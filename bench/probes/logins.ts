import { registration } from '../../server/features/selfcare/test-registration';
import type { Received } from '../../server/test/smtp-catcher';
import { type Answer, errorOf, type ProbeRow, rand, sleep, tally, type Target } from './target';

/*
 * 6d: a guessing attack at one customer account from many IPs must not keep its owner out. The owner's
 * browser that logged in before (its device cookie) gets in every time; a new device of the owner with
 * the right password gets a login link by mail, which logs in once.
 */

const ROUNDS = 20;

const deviceCookieOf = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0] ?? '')
    .find((c) => /^(__Secure-)?customer_device=/.test(c)) ?? null;

export async function probeLogins(t: Target, inbox: () => Received[]): Promise<ProbeRow[]> {
  const tag = rand();
  const password = t.secret('password', `Velo-Reuss-${rand()}-Steg`);
  const body = registration({
    firstname: t.secret('name', `Lea${tag}`),
    lastname: t.secret('name', `Keller${tag}`),
    address1: t.secret('address', `Seestrasse ${tag}`),
    email: t.secret('e-mail', `lea.${tag}@example.ch`),
    username: t.secret('username', `lea${tag}`),
    password,
  });
  const registered = await t.call('POST', '/api/selfcare/register', { body, ip: '10.6.30.1' });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${registered.text}`);
  t.secret('session token', (registered.body as { token: string }).token);
  const login = (pass: string, ip: string, cookie?: string) =>
    t.call('POST', '/api/selfcare/login', { body: { username: body.username, password: pass }, ip, ...(cookie ? { cookie } : {}) });
  const first = await login(password, '10.6.30.2');
  const device = deviceCookieOf(first);
  if (first.status !== 200 || !device) throw new Error(`first login: ${first.status}, device cookie ${device ? 'set' : 'missing'}`);
  t.secret('device cookie', device.split('=')[1] ?? '');
  t.secret('session token', (first.body as { token: string }).token);

  // 40 guesses from 40 IPs, then a sustained guess: two more from new IPs before each of the owner's logins.
  const guesses: number[] = [];
  const guess = async (ip: string) => {
    const answer = await login(t.secret('password', `guess-${rand()}`), ip);
    guesses.push(answer.status);
    return answer;
  };
  for (let i = 0; i < 40; i++) await guess(`10.6.31.${i + 1}`);
  const owner: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await guess(`10.6.32.${2 * round + 1}`);
    await guess(`10.6.32.${2 * round + 2}`);
    const answer = await login(password, '10.6.30.2', device);
    owner.push(answer.status);
    if (answer.status === 200) t.secret('session token', (answer.body as { token: string }).token);
  }
  const rows: ProbeRow[] = [
    {
      probe: `6d. the owner on a device that logged in before (its device cookie), during a sustained guess: 40 guesses from 40 IPs, then 2 more before each of ${ROUNDS} logins`,
      tries: guesses.length + ROUNDS,
      result: `owner: ${owner.filter((s) => s === 200).length}/${ROUNDS} logged in (${tally(owner, String).join(', ')}); guesses: ${tally(guesses, String).join(', ')}`,
      expected: `owner ${ROUNDS}/${ROUNDS}; guesses 401, then 403 login_challenge, never 200 or 500`,
      ok: owner.every((s) => s === 200) && guesses.every((s) => s === 401 || s === 403),
    },
  ];

  // A new device of the owner: the right password answers as a wrong one does, and a login link arrives.
  // Both within one wait of the account: one that has just begun, or has some seconds left.
  for (let i = 0; i < 10; i++) {
    const answer = await guess(`10.6.34.${i + 1}`);
    const left = Number(answer.headers.get('retry-after'));
    if (answer.status !== 403 || left >= 3) break;
    await sleep(left * 1000 + 100);
  }
  const wrong = await login(t.secret('password', `guess-${rand()}`), '10.6.33.1');
  const right = await login(password, '10.6.33.2');
  const alike = wrong.status === right.status && errorOf(wrong.body)?.message === errorOf(right.body)?.message;
  const sentAt = Date.now();
  let mail: Received | undefined;
  while (!mail && Date.now() - sentAt < 20_000) {
    mail = inbox().find((m) => m.to.includes(body.email) && m.text.includes('/customer/loginlink/'));
    if (!mail) await sleep(250);
  }
  const mailAfter = ((Date.now() - sentAt) / 1000).toFixed(1);
  const link = mail ? /\/(de|fr|it|en)\/customer\/loginlink\/([A-Za-z0-9_-]+)/.exec(mail.text) : null;
  const key = link?.[2] ? t.secret('login link key', link[2]) : null;
  let uses: number[] = [];
  if (key) {
    // The page of the link (the request log shows its URL, masked), then its one use and a second one.
    await t.call('GET', `/${link?.[1]}/customer/loginlink/${key}`);
    const use = () => t.call('POST', '/api/selfcare/login/link', { body: { key }, ip: '10.6.33.2' });
    const firstUse = await use();
    if (firstUse.status === 200) t.secret('session token', (firstUse.body as { token: string }).token);
    uses = [firstUse.status, (await use()).status];
  }
  const mails = inbox().filter((m) => m.to.includes(body.email) && m.text.includes('/customer/loginlink/')).length;
  rows.push({
    probe: '6d. the owner on a new device during that guess: the right password, then the mailed login link, used twice',
    tries: 4,
    result: `wrong password ${wrong.status} ${errorOf(wrong.body)?.code ?? ''}, right password ${right.status} ${errorOf(right.body)?.code ?? ''} (${alike ? 'the same answer' : 'DIFFERENT answers'}); ${mail ? `${mails} login-link mail${mails === 1 ? '' : 's'} after ${mailAfter} s` : 'no login-link mail'}; the link: ${uses.join(', then ') || '-'}`,
    expected: '403 login_challenge for both, alike; one mail (for the right password only); the link 200, then 404',
    ok: alike && right.status === 403 && errorOf(right.body)?.code === 'login_challenge' && mails === 1 && uses[0] === 200 && uses[1] === 404,
  });
  return rows;
}
