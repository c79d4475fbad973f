import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFlags, resolveUserPath } from './cli-args';

describe('resolveUserPath', () => {
  it('resolves a relative path against INIT_CWD (where `npm run` was typed), not ml/', () => {
    expect(
      resolveUserPath('../shared/data/x.csv', { INIT_CWD: '/work/main' }, '/work/main/ml'),
    ).toBe(path.resolve('/work/shared/data/x.csv'));
  });

  it('falls back to the working directory without INIT_CWD (tsx run directly)', () => {
    expect(resolveUserPath('data/x.csv', {}, '/tmp/here')).toBe(
      path.resolve('/tmp/here/data/x.csv'),
    );
    expect(resolveUserPath('data/x.csv', { INIT_CWD: '' }, '/tmp/here')).toBe(
      path.resolve('/tmp/here/data/x.csv'),
    );
  });

  it('keeps absolute paths as they are', () => {
    expect(resolveUserPath('/abs/x.csv', { INIT_CWD: '/work/main' }, '/work/main/ml')).toBe(
      '/abs/x.csv',
    );
  });
});

describe('parseFlags', () => {
  it('reads --name value, --name=value and bare switches', () => {
    expect(parseFlags(['--data', 'a.csv', '--format=table', '--json'])).toEqual({
      data: 'a.csv',
      format: 'table',
      json: 'true',
    });
  });
});
