import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { getFrom, postForm } from '../utils/form-post';
import { GOOD, lookUpMessage, lookUpTc, parentFormAction, REFERENCE, sendForm, showForm } from '../utils/parent-forms';
import { startSite, type Site } from '../utils/production-server';

// The parents' forms on Hindi pages, as the production server receives them without JavaScript: POSTed to
// /hi/forms/…, answered in Hindi on the Hindi page, stored with the language and the Hindi privacy notice.
let site: Site;
let db: Client;

beforeAll(async () => {
  site = await startSite();
  db = createClient({ url: `file:${join(site.dataDir, 'school.db')}` });
  await db.execute('PRAGMA busy_timeout = 5000');
});
afterAll(async () => {
  db?.close();
  await site.stop();
});

let visitor = 10;
const nextVisitor = () => `127.0.0.${(visitor += 1)}`;

const documentOf = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const count = async () => Number((await db.execute('SELECT count(*) AS n FROM messages')).rows[0]?.n);
async function stored(reference: string) {
  const { rows } = await db.execute({ sql: 'SELECT * FROM messages WHERE reference = ?', args: [reference] });
  return rows[0];
}
async function notice(id: unknown) {
  const { rows } = await db.execute({ sql: 'SELECT * FROM privacy_notices WHERE id = ?', args: [Number(id)] });
  return rows[0];
}

describe('a form on a Hindi page', () => {
  it('is POSTed to /hi/forms/… and shows the Hindi privacy notice, whose version is not the English one’s', async () => {
    const html = await (await fetch(`${site.url}/hi/contact`)).text();
    const form = documentOf(html).querySelector('#contact-form form');
    expect(form?.getAttribute('action')).toBe(parentFormAction('/hi/contact'));
    expect(documentOf(html).getElementById('contact-notice')?.textContent).toContain('संदेश वापस लें');
    const [hindi, english] = await Promise.all([showForm(site, '/hi/contact'), showForm(site, '/contact')]);
    expect(hindi.notice).toMatch(/^[0-9a-f]{16}$/);
    expect(hindi.notice).not.toBe(english.notice);
  });

  it('with mistakes, answers on the Hindi page with the error summary and every message in Hindi', async () => {
    const before = await count();
    const reply = await sendForm(
      site,
      '/hi/admissions',
      'enquiry',
      { ...GOOD.enquiry, name: '', mobile: '12345', email: 'not an address', consent: '' },
      { from: nextVisitor() },
    );
    expect(reply.status).toBe(200);
    const document = documentOf(reply.body);
    expect(document.documentElement.lang).toBe('hi');
    expect(document.title).toMatch(/^त्रुटि: /);
    const summary = document.querySelector('[role="alert"]')!;
    expect(summary.querySelector('h2')?.textContent).toBe('कोई समस्या है');
    const links = [...summary.querySelectorAll('li a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(links).toEqual([
      ['#enquiry-name', 'अपना नाम लिखें'],
      ['#enquiry-mobile', 'भारत का मोबाइल नंबर लिखें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, +91 के साथ या उसके बिना'],
      ['#enquiry-email', 'ई-मेल पता सही रूप में लिखें, जैसे name@example.com'],
      ['#enquiry-consent', 'हम इन विवरणों का उपयोग कैसे करेंगे, इससे सहमत होने के लिए बॉक्स पर सही का निशान लगाएँ'],
    ]);
    expect(document.getElementById('enquiry-mobile-error')?.textContent).toBe(
      'त्रुटि: भारत का मोबाइल नंबर लिखें: 6, 7, 8 या 9 से शुरू होने वाले 10 अंक, +91 के साथ या उसके बिना',
    );
    expect(document.querySelector('#enquiry-mobile')?.getAttribute('value')).toBe('12345');
    expect(document.querySelector('label[for="enquiry-name"]')?.textContent).toBe('आपका नाम');
    expect(document.querySelector('#enquiry-form button[type="submit"]')?.textContent).toBe('पूछताछ भेजें');
    expect(await count()).toBe(before);
  });

  it('is answered with a 303 to the Hindi page, the answer sealed in a cookie for that page alone, cleared once shown', async () => {
    const from = nextVisitor();
    const shown = await showForm(site, '/hi/contact', from);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const fields = { form: 'contact', stamp: shown.stamp, notice: shown.notice, website: '', ...GOOD.contact };
    const posted = await postForm(`${site.url}${parentFormAction('/hi/contact')}`, fields, from);
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/hi/contact#contact-form');
    const setCookies = [posted.headers['set-cookie'] ?? []].flat();
    for (const cookie of setCookies)
      expect(cookie).toMatch(/; Path=\/hi\/contact; Max-Age=60; HttpOnly; SameSite=Lax$/);
    const answer = await getFrom(`${site.url}/hi/contact`, from, {
      Cookie: setCookies.map((value) => value.split(';')[0]).join('; '),
    });
    expect(REFERENCE.exec(answer.body)?.[0]).toMatch(/^MSG-/);
    expect(documentOf(answer.body).querySelector('h1')?.textContent).toBe('आपका संदेश भेज दिया गया है');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect([answer.headers['set-cookie'] ?? []].flat().join('\n')).toMatch(
      /^form-answer-message=; Path=\/hi\/contact; Max-Age=0/,
    );
  });

  it.each([
    ['/hi/contact', 'contact'],
    ['/hi/grievance', 'grievance'],
  ] as const)('sent good from %s, is stored with language hi and consent to the Hindi notice', async (path, kind) => {
    const reply = await sendForm(site, path, kind, GOOD[kind], { from: nextVisitor() });
    expect(reply.status).toBe(200);
    const document = documentOf(reply.body);
    expect(document.querySelector('h2')?.textContent).toBe('आगे क्या होगा');
    const row = await stored(reply.reference!);
    expect(row).toMatchObject({ form: kind, language: 'hi', name: GOOD[kind].name });
    const agreed = await notice(row!.consent_notice_id);
    expect(agreed).toMatchObject({ form: kind, language: 'hi' });
    expect(agreed!.text).toContain('संदेश वापस लें');
    expect(agreed!.version).toBe((await showForm(site, path)).notice);
  });

  it('takes a 2,000-character message in Hindi, and gives it back whole when the form has a mistake', async () => {
    const message = 'बस हर दिन देर से आती है। '.repeat(100).slice(0, 2000);
    expect(message).toHaveLength(2000);
    const from = nextVisitor();
    const shown = await showForm(site, '/hi/grievance', from);
    const mistaken = await sendForm(
      site,
      '/hi/grievance',
      'grievance',
      { ...GOOD.grievance, message, consent: '' },
      { from, shown },
    );
    expect(documentOf(mistaken.body).querySelector('#grievance-message')?.textContent).toBe(message);
    const reply = await sendForm(site, '/hi/grievance', 'grievance', { ...GOOD.grievance, message }, { from, shown });
    expect(reply.status).toBe(200);
    // Stored as typed, trimmed as every field is.
    expect((await stored(reply.reference!))?.message).toBe(message.trim());
  });

  it('an English form is still stored in English with the English notice', async () => {
    const reply = await sendForm(site, '/contact', 'contact', GOOD.contact, { from: nextVisitor() });
    const row = await stored(reply.reference!);
    expect(row).toMatchObject({ language: 'en' });
    expect(await notice(row!.consent_notice_id)).toMatchObject({ language: 'en' });
    expect(documentOf(reply.body).querySelector('h1')?.textContent).toBe('Your message has been sent');
  });

  it('sent with the English notice’s version (or the reverse), is refused as for a stale notice', async () => {
    const before = await count();
    const from = nextVisitor();
    const [english, hindi] = await Promise.all([showForm(site, '/contact', from), showForm(site, '/hi/contact', from)]);
    const toHindi = await sendForm(site, '/hi/contact', 'contact', GOOD.contact, { from, shown: english });
    expect(documentOf(toHindi.body).getElementById('contact-consent-error')?.textContent).toContain(
      'गोपनीयता सूचना बदल गई है',
    );
    const toEnglish = await sendForm(site, '/contact', 'contact', GOOD.contact, { from, shown: hindi });
    expect(documentOf(toEnglish.body).getElementById('contact-consent-error')?.textContent).toMatch(/notice changed/);
    expect(await count()).toBe(before);
  });

  it('sent from another site, is refused (403) in Hindi', async () => {
    const reply = await sendForm(site, '/hi/contact', 'contact', GOOD.contact, {
      from: nextVisitor(),
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(reply.status).toBe(403);
    const document = documentOf(reply.body);
    expect(document.documentElement.lang).toBe('hi');
    expect(document.querySelector('h1')?.textContent).toBe('किसी दूसरी वेबसाइट से भेजा गया');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/hi/home');
  });
});

describe('withdrawal and grievance status in Hindi', () => {
  const answerOf = (html: string) =>
    documentOf(html).querySelector('[role="alert"], [role="status"]')?.textContent?.replace(/\s+/g, ' ');

  it('shows a grievance’s status in Hindi on /hi/grievance/status', async () => {
    const sent = await sendForm(site, '/hi/grievance', 'grievance', GOOD.grievance, { from: nextVisitor() });
    const reply = await lookUpMessage(
      site,
      '/hi/grievance/status',
      { reference: sent.reference!, contact: '9999912345' },
      '127.0.0.210',
    );
    expect(reply.status).toBe(200);
    expect(documentOf(reply.body).documentElement.lang).toBe('hi');
    expect(answerOf(reply.body)).toContain(`शिकायत ${sent.reference}`);
    expect(answerOf(reply.body)).toMatch(/स्थिति ?प्राप्त हुई/);
  });

  it('withdraws a message on /hi/withdraw, answering in Hindi', async () => {
    const sent = await sendForm(site, '/hi/contact', 'contact', GOOD.contact, { from: nextVisitor() });
    const miss = await lookUpMessage(
      site,
      '/hi/withdraw',
      { reference: sent.reference!, contact: 'someone@example.com' },
      '127.0.0.211',
    );
    expect(answerOf(miss.body)).toContain('हमें कोई संदेश नहीं मिला');
    const empty = await lookUpMessage(site, '/hi/withdraw', { reference: '', contact: '' }, '127.0.0.211');
    expect(documentOf(empty.body).querySelector('[role="alert"] h2')?.textContent).toBe('कोई समस्या है');
    expect(documentOf(empty.body).getElementById('withdraw-reference-error')?.textContent).toBe('त्रुटि: संदर्भ संख्या लिखें');
    const reply = await lookUpMessage(
      site,
      '/hi/withdraw',
      { reference: sent.reference!, contact: 'ravi@example.com' },
      '127.0.0.211',
    );
    expect(answerOf(reply.body)).toContain('वापस लिया गया और मिटा दिया गया');
    expect(answerOf(reply.body)).toContain('आपका संदेश मिटा दिया गया है');
    expect(await stored(sent.reference!)).toBeUndefined();
  });

  it('answers the 11th miss in 15 minutes with 429 in Hindi', async () => {
    const replies = [];
    for (let n = 0; n < 11; n += 1)
      replies.push(
        await lookUpMessage(
          site,
          '/hi/withdraw',
          { reference: `ENQ-0000-000${n % 10}`, contact: 'x@example.com' },
          '127.0.0.212',
        ),
      );
    const last = replies[10]!;
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const document = documentOf(last.body);
    expect(document.documentElement.lang).toBe('hi');
    expect(document.querySelector('h1')?.textContent).toBe('बहुत अधिक प्रयास');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/hi/withdraw');
  });
});

describe('the TC lookup in Hindi', () => {
  const AARAV = { number: 'SPEC/2026/001', dateOfBirth: '2014-06-15' };

  it('is POSTed to /hi/forms/… and answers a match in Hindi on the Hindi page', async () => {
    const page = documentOf(await (await fetch(`${site.url}/hi/transfer-certificate`)).text());
    expect(page.querySelector('form[method="post"]')?.getAttribute('action')).toBe('/hi/forms/transfer-certificate');
    expect(page.querySelector('label[for="tc-number"]')?.textContent).toBe('टी.सी. संख्या');
    const reply = await lookUpTc(site.url, AARAV, '127.0.0.220', {}, true);
    expect(reply.status).toBe(200);
    const document = documentOf(reply.body);
    expect(document.getElementById('result-title')?.textContent).toMatch(/^यह स्थानांतरण प्रमाणपत्र .+ ने जारी किया है$/);
    expect(document.querySelector('a[href^="/transfer-certificate/file/"]')?.textContent).toBe(
      'स्कैन की हुई टी.सी. खोलें (PDF)',
    );
  });

  it('answers a miss in Hindi, and the English page in English', async () => {
    const wrong = { ...AARAV, dateOfBirth: '2014-06-16' };
    const hindi = documentOf((await lookUpTc(site.url, wrong, '127.0.0.221', {}, true)).body);
    expect(hindi.getElementById('result-title')?.textContent).toBe('कोई स्थानांतरण प्रमाणपत्र मेल नहीं खाता');
    const english = documentOf((await lookUpTc(site.url, wrong, '127.0.0.221')).body);
    expect(english.getElementById('result-title')?.textContent).toBe('No transfer certificate matches');
  });
});
