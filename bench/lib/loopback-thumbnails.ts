// News thumbnails without the internet, for the Lighthouse run of /blogs: an HTTPS server on 127.0.0.1 with a
// self-signed certificate (made with openssl) that answers every image path with our placeholder image. Chromium
// is pointed at it for the Guardian's image hosts (--host-resolver-rules) and accepts its certificate; every
// other host fails to resolve, so nothing leaves the machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const THUMBNAIL_HOSTS = ['media.guim.co.uk', 'i.guim.co.uk'];

export async function startLoopbackThumbnails(imageFile: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'reviewsentry-thumbs-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${THUMBNAIL_HOSTS[0]}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const image = readFileSync(imageFile);
  const type = imageFile.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg';
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_req, res) => {
    res.writeHead(200, { 'content-type': type, 'cache-control': 'max-age=3600' });
    res.end(image);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Chromium flags: the image hosts go to this server, every other name except loopback fails. */
    chromeFlags: [
      `--host-resolver-rules=${THUMBNAIL_HOSTS.map((h) => `MAP ${h}:443 127.0.0.1:${port}`).join(', ')}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      '--ignore-certificate-errors',
    ],
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
