import { describe, expect, it } from 'vitest';
import { startApp } from '../../test/analysis-app';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('is an IPv4 address itself, also when it arrives as an IPv4-mapped IPv6 address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is spelled', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of [
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2::abcd',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2::10.0.0.1',
    ])
      expect(clientKey(same), same).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('not-an-address')).toBe('not-an-address');
  });
});

describe('per-client limits with IPv6 clients', () => {
  it('count the addresses of one /64 as one client: wrong admin tokens from ever new addresses are still limited', async () => {
    const app = await startApp({ ADMIN_TOKEN: 'a-long-enough-admin-token-for-tests-0123456789' });
    const guess = (remoteAddress: string) =>
      app.inject({
        url: '/api/feedback',
        headers: { authorization: 'Bearer wrong' },
        remoteAddress,
      });
    // Ten wrong tokens a minute per client (admin-auth.ts), each from an address of its own in one /64.
    for (let i = 1; i <= 10; i++) expect((await guess(`2001:db8:1:2::${i}`)).statusCode).toBe(401);
    expect((await guess('2001:db8:1:2::11')).statusCode).toBe(429);
    expect((await guess('2001:db8:1:3::1')).statusCode).toBe(401);
  });
});
