import { linkOpens, readFileToken, signFileToken } from '@/features/transfer-certificates/file-link';
import { parseDayInput } from '@/features/transfer-certificates/lookup-input';

const SECRET = 'a-secret-of-the-site-for-these-tests-only';
const TC = { id: 42, scan: 7, number: 'TC/2026/0142' };

describe('a TC file link', () => {
  it('is accepted for 15 minutes, then refused as any other link is', () => {
    const now = Date.UTC(2026, 10, 24, 10, 0);
    const token = signFileToken(SECRET, TC, now);
    const link = readFileToken(SECRET, token, now);
    expect(link?.id).toBe('42');
    expect(link && linkOpens(SECRET, link, TC)).toBe(true);
    expect(readFileToken(SECRET, token, now + 14 * 60_000)).toEqual(link);
    expect(readFileToken(SECRET, token, now + 15 * 60_000)).toBeUndefined();
  });

  it('is refused when signed with another secret or altered, before anything is read', () => {
    const token = signFileToken(SECRET, TC);
    const [id, expiry, binding, mac] = token.split('.');
    expect(readFileToken('another-secret-entirely-0000000000', token)).toBeUndefined();
    expect(readFileToken(SECRET, `43.${expiry}.${binding}.${mac}`)).toBeUndefined();
    expect(readFileToken(SECRET, `${id}.${Number(expiry) + 60}.${binding}.${mac}`)).toBeUndefined();
    const otherBinding = signFileToken(SECRET, { ...TC, scan: 8 }).split('.')[2];
    expect(readFileToken(SECRET, `${id}.${expiry}.${otherBinding}.${mac}`)).toBeUndefined();
    expect(readFileToken(SECRET, `${id}.${expiry}.${mac}`)).toBeUndefined();
    expect(readFileToken(SECRET, '../../etc/passwd')).toBeUndefined();
  });

  it('does not open the TC its id names once that is another: another scan or another number', () => {
    const link = readFileToken(SECRET, signFileToken(SECRET, TC));
    expect(link).toBeDefined();
    if (!link) return;
    expect(linkOpens(SECRET, link, { ...TC, scan: 8 })).toBe(false);
    expect(linkOpens(SECRET, link, { ...TC, number: 'TC/2026/0143' })).toBe(false);
    expect(linkOpens(SECRET, link, { ...TC, id: 43 })).toBe(false);
  });
});

describe('the date of birth typed', () => {
  it('is read as a date input sends it, or as written by hand in India', () => {
    expect(parseDayInput('2014-06-15')).toBe('2014-06-15');
    expect(parseDayInput(' 15/06/2014 ')).toBe('2014-06-15');
    expect(parseDayInput('5-6-2014')).toBe('2014-06-05');
    expect(parseDayInput('31/04/2014')).toBeUndefined();
    expect(parseDayInput('June 15')).toBeUndefined();
  });
});
