import { afterEach, describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '../shared-data';
import {
  GUARDIAN_REAL_RESPONSE,
  startGuardianFixture,
  type GuardianFixture,
} from './guardian-fixture-server';

let fixture: GuardianFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
});

const search = (base: string, query: string) => fetch(`${base}/search?${query}`);

describe('Guardian fixture server', () => {
  it('checks the api key like the real API', async () => {
    fixture = await startGuardianFixture({ apiKey: 'k1' });
    expect((await search(fixture.url, 'q=scams&api-key=nope')).status).toBe(401);
    expect((await search(fixture.url, 'q=scams&api-key=k1')).status).toBe(200);
  });

  it('includes thumbnails only when show-fields asks for them, and honours page-size', async () => {
    fixture = await startGuardianFixture();
    const without = (await (await search(fixture.url, 'api-key=test')).json()) as {
      response: { results: { fields?: unknown }[] };
    };
    expect(without.response.results.every((r) => r.fields === undefined)).toBe(true);
    const withThumbs = (await (
      await search(fixture.url, 'api-key=test&show-fields=thumbnail&page-size=2')
    ).json()) as { response: { results: { fields?: { thumbnail?: string } }[] } };
    expect(withThumbs.response.results).toHaveLength(2);
    expect(withThumbs.response.results[0]?.fields?.thumbnail).toMatch(/^https:\/\//);
    expect((await search(fixture.url, 'api-key=test&page-size=500')).status).toBe(400);
    expect((await search(fixture.url, 'api-key=test&order-by=random')).status).toBe(400);
  });

  it('fails on demand and records every request', async () => {
    fixture = await startGuardianFixture();
    fixture.setMode('fail');
    expect((await search(fixture.url, 'api-key=test')).status).toBe(500);
    fixture.setMode('malformed');
    await expect((await search(fixture.url, 'api-key=test')).json()).rejects.toThrow();
    expect(fixture.requests).toHaveLength(2);
    expect(fixture.requests[0]?.query['api-key']).toBe('test');
  });

  it('closes promptly while a slow answer is pending', async () => {
    fixture = await startGuardianFixture({ mode: 'slow', slowMs: 60_000 });
    const pending = search(fixture.url, 'api-key=test').catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await fixture.close();
    fixture = undefined;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await pending).toBeInstanceOf(Error);
  });
});

describe.skipIf(!hasSharedData(...GUARDIAN_REAL_RESPONSE))(
  'Guardian fixture with the real answer',
  () => {
    it('serves the saved real response with its ten thumbnailed results', async () => {
      fixture = await startGuardianFixture({
        responseFile: sharedDataPath(...GUARDIAN_REAL_RESPONSE),
      });
      const body = (await (
        await search(fixture.url, 'q=scams&api-key=test&show-fields=thumbnail')
      ).json()) as { response: { status: string; results: { fields?: { thumbnail?: string } }[] } };
      expect(body.response.status).toBe('ok');
      expect(body.response.results).toHaveLength(10);
      expect(body.response.results.every((r) => r.fields?.thumbnail)).toBe(true);
    });
  },
);
