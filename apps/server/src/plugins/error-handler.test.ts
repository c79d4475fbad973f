import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@reviewsentry/contracts';
import { buildApp, type App } from '../app';
import { AppError } from '../errors/app-error';
import { logCollector, testConfig } from '../../test/support';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// Routes added here stand in for future routes that fail: the handler under test is the real one.
async function appWithFailingRoutes() {
  const logs = logCollector();
  app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { logStream: logs.stream });
  app.get('/api/test/crash', async () => {
    throw new Error('database password is hunter2 at /srv/secret/path.ts:12');
  });
  app.get('/api/test/teapot', async () => {
    throw new AppError('file_too_large', 'The file is larger than 5 MB.', 413, {
      details: { limit_mb: 5 },
    });
  });
  return { app, logs };
}

describe('error handler', () => {
  it('hides the details of unexpected errors and logs them', async () => {
    const { app, logs } = await appWithFailingRoutes();
    const res = await app.inject({ url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again later.',
      },
    });
    expect(res.body).not.toMatch(/hunter2|\/srv|stack|at /);
    expect(logs.text()).toContain('hunter2');
  });

  it('passes AppError codes, messages and details through unchanged', async () => {
    const { app } = await appWithFailingRoutes();
    const res = await app.inject({ url: '/api/test/teapot' });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json())).toEqual({
      error: {
        code: 'file_too_large',
        message: 'The file is larger than 5 MB.',
        details: { limit_mb: 5 },
      },
    });
  });
});
