import { parseSettings } from '@/lib/settings';
import { clientAddress, trustedProxyList } from '@/server/client-address';

describe('the client address', () => {
  const none = trustedProxyList([]);
  const proxies = trustedProxyList(['127.0.0.1', '10.0.0.0/8']);

  it('is the connection’s address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined, none)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '198.51.100.1', none)).toBe('unknown');
  });

  it('is the last forwarded address that is not a trusted proxy, behind trusted proxies', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // A visitor's own X-Forwarded-For entry comes first and is never reached.
    expect(clientAddress('127.0.0.1', ['6.6.6.6, 198.51.100.1', '10.1.2.3'], proxies)).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', 'not-an-address', proxies)).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.7', '198.51.100.1', proxies)).toBe('203.0.113.7');
  });

  it('reads a forwarded address that carries its port, as some proxies write it', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1:5678', proxies)).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', '[2001:db8::1]:443', proxies)).toBe('2001:db8::1');
    expect(clientAddress('127.0.0.1', '[2001:db8::1]', proxies)).toBe('2001:db8::1');
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1:5678, 10.1.2.3:80', proxies)).toBe('198.51.100.1');
    expect(clientAddress('127.0.0.1', '198.51.100.1:port', proxies)).toBe('127.0.0.1');
  });

  it('reads TRUSTED_PROXIES as addresses and networks, refusing anything else', () => {
    expect(parseSettings({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,2001:db8::/32' }).trustedProxies).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '2001:db8::/32',
    ]);
    expect(parseSettings({}).trustedProxies).toEqual([]);
    expect(() => parseSettings({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(
      'Invalid setting TRUSTED_PROXIES="proxy.internal"',
    );
    expect(() => parseSettings({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow('TRUSTED_PROXIES');
  });
});
