import { alertTokenKey, signToken, tokenId, verifyToken } from '@/features/alert-subscriptions/token';

const KEY = alertTokenKey('a test secret');
const SUBSCRIPTION = { id: 42, salt: 'c2FsdC1vZi00Mg' };
const NOW = Date.parse('2026-12-06T10:00:00Z');
const LATER = NOW + 60_000;

describe('an alert link’s token', () => {
  const token = signToken(KEY, SUBSCRIPTION, 'unsubscribe', LATER);

  it('is good for its subscription and purpose until it expires', () => {
    expect(tokenId(token, 'unsubscribe')).toBe(42);
    expect(verifyToken(KEY, token, SUBSCRIPTION, 'unsubscribe', NOW)).toBe('good');
    expect(verifyToken(KEY, token, SUBSCRIPTION, 'unsubscribe', LATER + 1)).toBe('expired');
  });

  it('names no address and needs no escaping in a URL', () => {
    expect(token).toMatch(/^42\.u\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
  });

  it('is refused for another purpose, another subscription, a new salt (a reused id) or another key', () => {
    expect(tokenId(token, 'confirm')).toBeUndefined();
    expect(verifyToken(KEY, token, SUBSCRIPTION, 'confirm', NOW)).toBe('forged');
    expect(verifyToken(KEY, token, { ...SUBSCRIPTION, id: 43 }, 'unsubscribe', NOW)).toBe('forged');
    expect(verifyToken(KEY, token, { ...SUBSCRIPTION, salt: 'another' }, 'unsubscribe', NOW)).toBe('forged');
    expect(verifyToken(alertTokenKey('another secret'), token, SUBSCRIPTION, 'unsubscribe', NOW)).toBe('forged');
  });

  it('is refused once any part is altered: a later expiry, the signature, or nonsense', () => {
    const [id, purpose, expires, mac] = token.split('.') as [string, string, string, string];
    const later = `${id}.${purpose}.${(parseInt(expires, 36) + 86_400_000).toString(36)}.${mac}`;
    const flipped = `${id}.${purpose}.${expires}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [later, flipped, '', 'x', `${token}x`, token.replace('.u.', '.c.')])
      expect(verifyToken(KEY, forged, SUBSCRIPTION, 'unsubscribe', NOW)).toBe('forged');
  });
});
