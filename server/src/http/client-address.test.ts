import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { badProxyEntry, limitKeyOf, trustedProxies } from './client-address.ts';

// TRUST_PROXY: which hops may tell us the client's address; nobody unless the deployment names them.

describe('trusted proxies', () => {
  it('trusts nobody by default', () => {
    const trust = trustedProxies();
    expect(['127.0.0.1', '10.0.0.1', '::1'].some((address) => trust(address, 0))).toBe(false);
  });

  it.each([
    ['127.0.0.1', '127.0.0.1', true],
    ['127.0.0.1', '::ffff:127.0.0.1', true],
    ['127.0.0.1', '127.0.0.2', false],
    ['10.0.0.0/8', '10.20.30.40', true],
    ['10.0.0.0/8', '11.0.0.1', false],
    ['fd00::/8', 'fd12::1', true],
    ['loopback', '::1', true],
  ])('%s trusts %s: %s', (entry, address, trusted) => {
    expect(trustedProxies([entry])(address, 0)).toBe(trusted);
  });

  it('names the first entry that is neither an address nor a range', () => {
    expect(badProxyEntry(['10.0.0.0/8', '192.168.1.1'])).toBeUndefined();
    expect(badProxyEntry(['10.0.0.0/8', 'proxy.internal', '10.0.0.0/99'])).toBe('proxy.internal');
  });

  it('reads TRUST_PROXY as a comma-separated list and refuses one it cannot use', () => {
    expect(configFromEnv({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(configFromEnv({}).trustProxy).toEqual([]);
    expect(() => configFromEnv({ TRUST_PROXY: '10.0.0.1,proxy.internal' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the key a per-address limit counts by', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(limitKeyOf(address)).toBe(key);
  });
});
