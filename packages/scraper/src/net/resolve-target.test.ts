// Address selection without any socket: the resolver is a stub, and resolveConnectTarget only decides.
import { describe, expect, it } from 'vitest';
import { stubResolver } from '@reviewsentry/test-support/shop';
import { ScrapeError } from '../errors';
import { resolveConnectTarget } from './resolve-target';

const options = (
  answers: Record<string, string[]>,
  extra: Partial<Parameters<typeof resolveConnectTarget>[1]> = {},
) => ({
  resolver: stubResolver(answers).resolver,
  resolveMap: {},
  allowPrivateNetwork: false,
  ...extra,
});

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof ScrapeError ? error.code : 'other';
  }
}

describe('resolveConnectTarget', () => {
  it('refuses a host when any one of its DNS answers is private, whatever the order', async () => {
    for (const answers of [
      ['93.184.216.34', '127.0.0.1'],
      ['10.1.2.3', '93.184.216.34'],
      ['2606:4700::1', '::1'],
      ['93.184.216.34', '::ffff:169.254.169.254'],
    ]) {
      expect(
        await codeOf(
          resolveConnectTarget(
            new URL('https://mixed.example.com/'),
            options({ 'mixed.example.com': answers }),
          ),
        ),
      ).toBe('blocked_address');
    }
  });

  it('returns the checked public addresses themselves, with the original host for Host and SNI', async () => {
    const target = await resolveConnectTarget(
      new URL('https://shop.example.com/p?x=1'),
      options({ 'shop.example.com': ['93.184.216.34', '2606:4700::1'] }),
    );
    expect(target).toEqual({
      addresses: ['93.184.216.34', '2606:4700::1'],
      port: 443,
      protocol: 'https:',
      servername: 'shop.example.com',
      hostHeader: 'shop.example.com',
      viaResolveHook: false,
    });
  });

  it('checks IP literals without asking DNS', async () => {
    const stub = stubResolver();
    expect(
      await codeOf(
        resolveConnectTarget(new URL('http://[fe80::1]/'), {
          resolver: stub.resolver,
          resolveMap: {},
          allowPrivateNetwork: false,
        }),
      ),
    ).toBe('blocked_address');
    expect(stub.calls).toEqual([]);
  });

  it('the resolve hook maps only the listed host, over plain HTTP, keeping the Host header', async () => {
    const resolveMap = { 'www.amazon.in': { host: '127.0.0.1', port: 8123 } };
    const target = await resolveConnectTarget(
      new URL('https://www.amazon.in/dp/B0CHX1W1XY'),
      options({}, { resolveMap }),
    );
    expect(target).toMatchObject({
      addresses: ['127.0.0.1'],
      port: 8123,
      protocol: 'http:',
      hostHeader: 'www.amazon.in',
      viaResolveHook: true,
    });
    expect(
      await codeOf(
        resolveConnectTarget(
          new URL('https://www.amazon.de/dp/B0CHX1W1XY'),
          options({ 'www.amazon.de': ['127.0.0.1'] }, { resolveMap }),
        ),
      ),
    ).toBe('blocked_address');
  });

  it('a refused name never reveals the address its DNS answered with', async () => {
    const error = await resolveConnectTarget(
      new URL('https://intranet.example.com/'),
      options({ 'intranet.example.com': ['10.1.2.3'] }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScrapeError);
    const { code, message, details } = error as ScrapeError;
    expect(code).toBe('blocked_address');
    expect(details).toEqual({ host: 'intranet.example.com' });
    expect(`${message} ${JSON.stringify(details)}`).not.toContain('10.1.2.3');
  });

  it('a DNS failure is unreachable', async () => {
    expect(
      await codeOf(resolveConnectTarget(new URL('https://gone.example.com/'), options({}))),
    ).toBe('unreachable');
  });
});
