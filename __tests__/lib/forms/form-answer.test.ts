import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  clearedCookie,
  formAnswerCookieNames,
  formAnswerCookies,
  formAnswerFromCookies,
  formAnswerKey,
  openFormAnswer,
  sealFormAnswer,
} from '@/lib/forms/form-answer';

const key = formAnswerKey('the-site-secret-of-this-test-000000');
const schema = z.object({ kind: z.literal('sent'), reference: z.string() });
const answer = { kind: 'sent' as const, reference: 'MSG-7K3M-9Q2X' };
const NOW = Date.parse('2026-11-25T10:00:00Z');
const PAGE = '/contact';

/** The cookies a browser would send back, from Set-Cookie values. */
const jar = (setCookies: string[]) =>
  new Map(setCookies.map((value) => value.split(';')[0]!.split('=') as [string, string]));

describe('a form’s answer carried in a cookie', () => {
  it('is read back by the site within its minute, and not after', () => {
    const sealed = sealFormAnswer(key, answer, PAGE, NOW);
    expect(openFormAnswer(key, schema, sealed, PAGE, NOW + 59_000)).toEqual({ answer, id: expect.any(String) });
    expect(openFormAnswer(key, schema, sealed, PAGE, NOW + 61_000)).toBeUndefined();
  });

  it('opens on its own page only, in its own language, each with an id of its own', () => {
    const sealed = sealFormAnswer(key, answer, PAGE, NOW);
    for (const page of ['/admissions', '/grievance', '/hi/contact', '/contact/x', ''])
      expect(openFormAnswer(key, schema, sealed, page, NOW)).toBeUndefined();
    const again = sealFormAnswer(key, answer, PAGE, NOW);
    expect(openFormAnswer(key, schema, again, PAGE, NOW)?.id).not.toBe(
      openFormAnswer(key, schema, sealed, PAGE, NOW)?.id,
    );
  });

  it('cannot be read, altered or forged without the site’s secret, nor taken for another shape', () => {
    const sealed = sealFormAnswer(key, answer, PAGE, NOW);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('MSG-');
    expect(
      openFormAnswer(formAnswerKey('another-secret-0000000000000000000'), schema, sealed, PAGE, NOW),
    ).toBeUndefined();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(openFormAnswer(key, schema, altered, PAGE, NOW)).toBeUndefined();
    expect(openFormAnswer(key, schema, 'anything', PAGE, NOW)).toBeUndefined();
    const other = sealFormAnswer(key, { kind: 'withdrawn' }, PAGE, NOW);
    expect(openFormAnswer(key, schema, other, PAGE, NOW)).toBeUndefined();
  });

  it('goes to its page only, HttpOnly, for a minute, Secure over HTTPS', () => {
    const [cookie] = formAnswerCookies(
      'form-answer-tc',
      sealFormAnswer(key, answer, PAGE, NOW),
      '/transfer-certificate',
      true,
    );
    expect(cookie).toMatch(
      /^form-answer-tc=[\w-]+; Path=\/transfer-certificate; Max-Age=60; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(clearedCookie('form-answer-tc', '/transfer-certificate')).toMatch(
      /^form-answer-tc=; Path=\/transfer-certificate; Max-Age=0;/,
    );
  });

  it('takes several cookies for a long answer, read back whole; none past what a cookie header can carry', () => {
    const long = { kind: 'sent' as const, reference: 'अ'.repeat(2000) + 'x'.repeat(2000) };
    const noisy = { kind: 'sent' as const, reference: randomBytes(4_000).toString('base64') };
    const setCookies = formAnswerCookies(
      'form-answer-message',
      sealFormAnswer(key, noisy, PAGE, NOW),
      '/contact',
      false,
    );
    expect(setCookies.length).toBeGreaterThan(1);
    const cookies = jar(setCookies);
    expect(formAnswerCookieNames([...cookies.keys()].map((name) => `${name}=x`).join('; '))).toEqual([
      ...cookies.keys(),
    ]);
    const sealed = formAnswerFromCookies('form-answer-message', (name) => cookies.get(name));
    expect(openFormAnswer(key, schema, sealed, PAGE, NOW)?.answer).toEqual(noisy);
    expect(
      openFormAnswer(
        key,
        schema,
        formAnswerFromCookies('form-answer-message', () => undefined),
        PAGE,
        NOW,
      ),
    ).toBeUndefined();
    expect(
      formAnswerCookies('form-answer-message', sealFormAnswer(key, long, PAGE, NOW), '/contact', false).length,
    ).toBe(1);
    const random = { kind: 'sent' as const, reference: randomBytes(12_000).toString('base64') };
    expect(formAnswerCookies('form-answer-message', sealFormAnswer(key, random, PAGE, NOW), '/contact', false)).toEqual(
      [],
    );
  });
});
