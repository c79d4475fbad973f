// XMLHttpRequest is the browser's network boundary for uploads (the only API with upload progress); jsdom's own
// would try a real connection, so tests install this stand-in and answer each request by hand.
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  responseType = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  /** The browser reports bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  responseHeaders: Record<string, string> = {};

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  failNetwork() {
    this.onerror?.(new ProgressEvent('error'));
  }

  /** The file sent in the multipart field `file`. */
  sentFile(): File | null {
    const value = this.body instanceof FormData ? this.body.get('file') : null;
    return value instanceof File ? value : null;
  }
}

export function installFakeXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return () => FakeXhr.instances;
}

/**
 * The upload the page has sent, once it is sent: the page loads its request code with the first request, so the
 * request leaves a moment after the click.
 */
export async function sentXhr(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.instances.length).toBeGreaterThan(0), { timeout: 10_000 });
  return lastXhr();
}

export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no XMLHttpRequest was made');
  return xhr;
}
