import { clientKey, trustedProxyHops } from './client-address';

describe('trustedProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('TRUST_PROXY=%s trusts %i proxies', (value, hops) => {
    expect(trustedProxyHops(value)).toBe(hops);
  });

  it.each(['-1', '1.5', 'maybe', '11'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => trustedProxyHops(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('clientKey', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const a = clientKey('2001:db8:85a3:12::8a2e:370:7334');
    expect(a).toBe('2001:db8:85a3:12::/64');
    expect(clientKey('2001:0db8:85a3:0012:ffff:ffff:ffff:1')).toBe(a);
    expect(clientKey('2001:db8:85a3:13::1')).not.toBe(a);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
