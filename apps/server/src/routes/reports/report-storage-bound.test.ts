// What saved reports can make the embedded database hold. Each client may save REPORT_RATE_LIMIT_PER_MINUTE
// reports of up to REPORT_MAX_UPLOAD_MB, kept REPORT_RETENTION_DAYS, and a client is cheap to be many of (IPv6
// /64s): nothing but the disk bounded the file, and a full disk stops every write of the app
// (docs/decisions/232-hostile-input-round-8.md).
import { statSync } from 'node:fs';
import path from 'node:path';
import { apiErrorSchema, reportCreatedSchema } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../services/database/app-database';
import { tempDir } from '../../../test/support';
import { fileUpload, startApp } from '../../../test/analysis-app';

const MB = 1024 * 1024;

/** Reviews whose texts do not compress away: the `n`th file of a client saving different files. */
function csvOfNoise(n: number, rows = 400): string {
  let seed = n * 7919 + 17;
  const word = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed.toString(36);
  };
  const lines = ['product_id,review_text,rating'];
  for (let i = 0; i < rows; i += 1)
    lines.push(`P${n},"${Array.from({ length: 60 }, word).join(' ')}",${(i % 5) + 1}`);
  return `${lines.join('\n')}\n`;
}

describe('the database file under DATA_DIR', () => {
  it('grows to DATABASE_FILE_MAX_MB at most: a save past it is 503 storage_unavailable (full), reads go on', async () => {
    const dataDir = tempDir();
    const app = await startApp({
      DATA_DIR: dataDir,
      DATABASE_FILE_MAX_MB: '2',
      REPORT_RATE_LIMIT_PER_MINUTE: '1000',
    });
    const saved: { id: string; delete_token: string }[] = [];
    let refused: ReturnType<typeof apiErrorSchema.parse> | undefined;
    // Bounded: each report stores well over 100 kB, so 40 of them are past 2 MB.
    for (let n = 0; n < 40 && refused === undefined; n += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reports',
        ...fileUpload(csvOfNoise(n)),
      });
      if (res.statusCode === 201) saved.push(reportCreatedSchema.parse(res.json()));
      else {
        expect(res.statusCode).toBe(503);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        refused = apiErrorSchema.parse(res.json());
      }
    }
    expect(refused?.error).toMatchObject({
      code: 'storage_unavailable',
      details: { reason: 'full' },
    });
    expect(saved.length).toBeGreaterThan(2);
    expect(statSync(path.join(dataDir, DATABASE_FILE_NAME)).size).toBeLessThanOrEqual(2 * MB);

    // What was saved is still read and deleted, and a deletion makes room for the next save.
    const first = saved[0]!;
    expect((await app.inject({ url: `/api/reports/${first.id}` })).statusCode).toBe(200);
    for (const report of saved.slice(0, 2)) {
      const del = await app.inject({
        method: 'DELETE',
        url: `/api/reports/${report.id}`,
        headers: { authorization: `Bearer ${report.delete_token}` },
      });
      expect(del.statusCode).toBe(204);
    }
    const again = await app.inject({
      method: 'POST',
      url: '/api/reports',
      ...fileUpload(csvOfNoise(99)),
    });
    expect(again.statusCode).toBe(201);
  });
});
