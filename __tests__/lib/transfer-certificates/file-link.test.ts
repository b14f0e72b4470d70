import { checkFileToken, fileTokenId, signFileToken } from '@/features/transfer-certificates/file-link';
import { parseDayInput } from '@/features/transfer-certificates/lookup-input';

const SECRET = 'a-secret-of-the-site-for-these-tests-only';
const TC = { id: 42, scan: 7, number: 'TC/2026/0142' };

describe('a TC file link', () => {
  it('is accepted for 15 minutes, then refused as expired', () => {
    const now = Date.UTC(2026, 10, 24, 10, 0);
    const token = signFileToken(SECRET, TC, now);
    expect(fileTokenId(token)).toBe('42');
    expect(checkFileToken(SECRET, token, TC, now)).toEqual({ ok: true });
    expect(checkFileToken(SECRET, token, TC, now + 14 * 60_000)).toEqual({ ok: true });
    expect(checkFileToken(SECRET, token, TC, now + 15 * 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused as forged when signed with another secret or altered', () => {
    const token = signFileToken(SECRET, TC);
    const [id, expiry, mac] = token.split('.');
    expect(checkFileToken('another-secret-entirely-0000000000', token, TC)).toEqual({ ok: false, reason: 'forged' });
    expect(checkFileToken(SECRET, `43.${expiry}.${mac}`, { ...TC, id: 43 })).toEqual({ ok: false, reason: 'forged' });
    expect(checkFileToken(SECRET, `${id}.${Number(expiry) + 60}.${mac}`, TC)).toEqual({ ok: false, reason: 'forged' });
    expect(checkFileToken(SECRET, '../../etc/passwd', TC)).toEqual({ ok: false, reason: 'forged' });
    expect(fileTokenId('../../etc/passwd')).toBeUndefined();
  });

  it('is refused for the TC its id names once that is another: another scan or another number', () => {
    const token = signFileToken(SECRET, TC);
    expect(checkFileToken(SECRET, token, { ...TC, scan: 8 })).toEqual({ ok: false, reason: 'forged' });
    expect(checkFileToken(SECRET, token, { ...TC, number: 'TC/2026/0143' })).toEqual({ ok: false, reason: 'forged' });
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
