import { checkSignup, countedMail, HOUR_MS, throttled, topicsFor } from '@/features/alert-subscriptions/rules';

const NOW = Date.parse('2026-12-06T10:00:00Z');

describe('the sign-up’s rules', () => {
  it('takes an address in lower case, a topic and consent', () => {
    expect(checkSignup({ email: ' Asha@Example.COM ', topic: 'all', consent: 'yes' }, 'en')).toEqual({
      ok: true,
      value: { email: 'asha@example.com', topic: 'all' },
    });
  });

  it('names each field at fault, in the page’s language', () => {
    const checked = checkSignup({ email: 'not an address', topic: 'sometimes', consent: '' }, 'en');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors)).toEqual(['email', 'topic', 'consent']);
    expect(checked.errors.email).toMatch(/right form/);
    const hindi = checkSignup({ email: '', topic: 'urgent', consent: '' }, 'hi');
    expect(hindi.ok ? {} : hindi.errors).toEqual({
      email: 'अपना ई-मेल पता लिखें',
      consent: expect.stringContaining('बॉक्स') as unknown,
    });
  });
});

describe('who gets what', () => {
  it('sends an urgent alert to both topics, a notice to those who asked for every notice', () => {
    expect(topicsFor('urgent')).toEqual(['urgent', 'all']);
    expect(topicsFor('notice')).toEqual(['all']);
  });
});

describe('the hourly limit', () => {
  it('holds a subscriber’s notices back after 3 mails in one hour, and lets them through once the hour is over', () => {
    let sent = {};
    for (let mail = 0; mail < 3; mail += 1) {
      expect(throttled(sent, NOW + mail * 60_000)).toBe(false);
      sent = countedMail(sent, NOW + mail * 60_000);
    }
    expect(sent).toEqual({ windowStart: new Date(NOW).toISOString(), count: 3 });
    expect(throttled(sent, NOW + 30 * 60_000)).toBe(true);
    expect(throttled(sent, NOW + HOUR_MS)).toBe(false);
    expect(countedMail(sent, NOW + HOUR_MS)).toEqual({ windowStart: new Date(NOW + HOUR_MS).toISOString(), count: 1 });
  });
});
