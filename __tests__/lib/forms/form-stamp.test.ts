import { checkFormStamp, createFormStamp, formStampKey } from '@/lib/forms/form-stamp';

const key = formStampKey('the site secret');
const SHOWN_AT = Date.UTC(2026, 10, 24, 10, 0, 0);
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

describe('a form stamp', () => {
  it('is one length, in characters safe unescaped in HTML attributes and flight data, whenever it is made', () => {
    for (const at of [0, SHOWN_AT, SHOWN_AT + 1, Date.UTC(2200, 0, 1)]) {
      expect(createFormStamp(key, at)).toMatch(/^[A-Za-z0-9._-]{32}$/);
    }
  });

  it('differs from one millisecond to the next, and from one secret to another', () => {
    const stamp = createFormStamp(key, SHOWN_AT);
    expect(createFormStamp(key, SHOWN_AT + 1)).not.toBe(stamp);
    expect(createFormStamp(formStampKey('another secret'), SHOWN_AT)).not.toBe(stamp);
  });

  it('is not signed with the secret itself', () => {
    expect(key.equals(Buffer.from('the site secret'))).toBe(false);
    expect(key).toHaveLength(32);
  });
});

describe('checking a form stamp', () => {
  const stamp = createFormStamp(key, SHOWN_AT);

  it('takes a form sent between 3 s and a day after the page was shown', () => {
    for (const after of [3 * SECOND, 10 * 60 * SECOND, DAY])
      expect(checkFormStamp(key, stamp, SHOWN_AT + after)).toBe('fresh');
  });

  it('calls a form sent under 3 s after it was shown too fast', () => {
    for (const after of [0, 1, 2999]) expect(checkFormStamp(key, stamp, SHOWN_AT + after)).toBe('too-fast');
  });

  it('calls a form sent more than a day after it was shown too old', () => {
    expect(checkFormStamp(key, stamp, SHOWN_AT + DAY + 1)).toBe('too-old');
    expect(checkFormStamp(key, stamp, SHOWN_AT + 30 * DAY)).toBe('too-old');
  });

  it('allows another replica’s clock a minute ahead, but no stamp from further in the future', () => {
    expect(checkFormStamp(key, stamp, SHOWN_AT - 59 * SECOND)).toBe('too-fast');
    expect(checkFormStamp(key, stamp, SHOWN_AT - 61 * SECOND)).toBe('forged');
  });

  it('calls a stamp signed with another secret forged', () => {
    expect(checkFormStamp(formStampKey('another secret'), stamp, SHOWN_AT + 10 * SECOND)).toBe('forged');
  });

  it('calls a stamp with its time moved forged', () => {
    const [issuedAt, signature] = stamp.split('.') as [string, string];
    const earlier = (parseInt(issuedAt, 36) - 60 * SECOND).toString(36).padStart(9, '0');
    expect(checkFormStamp(key, `${earlier}.${signature}`, SHOWN_AT + 10 * SECOND)).toBe('forged');
  });

  it.each([
    ['an empty stamp', ''],
    ['a word', 'hello'],
    ['a stamp without its signature', stamp.split('.')[0]!],
    ['a stamp with a character changed', `${stamp.slice(0, -1)}${stamp.endsWith('A') ? 'B' : 'A'}`],
    ['a stamp with a signature too long', `${stamp}A`],
    ['a stamp with a signature too short', stamp.slice(0, -1)],
    ['a stamp with a character outside its alphabet', `${stamp.slice(0, -1)}=`],
    ['a stamp with its time in upper case', stamp.replace(/^[0-9a-z]{9}/, (time) => time.toUpperCase())],
  ])('calls %s forged', (_what, sent) => {
    expect(sent).not.toBe(stamp);
    expect(checkFormStamp(key, sent, SHOWN_AT + 10 * SECOND)).toBe('forged');
  });
});
