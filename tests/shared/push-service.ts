import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's push service, played on this machine for the tests of Web Push: it receives what
 * the exchange sends to a subscription's endpoint, checks the VAPID signature (RFC 8292) and
 * decrypts the payload with the browser's keys (RFC 8291, `aes128gcm` of RFC 8188), so a test
 * reads exactly what the browser would hand its service worker. Node's crypto only.
 */

/** What a browser keeps of a subscription: its key pair and auth secret. */
export interface BrowserKeys {
  /** As `PushSubscription.toJSON().keys` gives them (base64url). */
  json: { p256dh: string; auth: string };
  /** The plaintext of an `aes128gcm` body encrypted for these keys. */
  decrypt(body: Buffer): string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const uaPublic = ecdh.getPublicKey();
  const auth = randomBytes(16);
  return {
    json: { p256dh: uaPublic.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body) {
      // Header: salt (16) | record size (4) | key id length (1) | key id (the sender's key).
      const salt = body.subarray(0, 16);
      const idLength = body[20] ?? 0;
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(asPublic);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, info, 32));
      const derive = (label: string, length: number) =>
        Buffer.from(
          hkdfSync('sha256', ikm, salt, Buffer.from(`Content-Encoding: ${label}\0`), length),
        );
      const decipher = createDecipheriv(
        'aes-128-gcm',
        derive('aes128gcm', 16),
        derive('nonce', 12),
      );
      decipher.setAuthTag(record.subarray(-16));
      const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zero padding.
      let end = plain.length - 1;
      while (end >= 0 && plain[end] === 0) end -= 1;
      if (plain[end] !== 2) throw new Error('Not the last record of an aes128gcm body');
      return plain.subarray(0, end).toString('utf8');
    },
  };
}

/** The claims of a VAPID token, once its ES256 signature has been checked with key `k`. */
export function verifyVapid(authorization: string | undefined): {
  aud: string;
  exp: number;
  sub: string;
  publicKey: string;
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token = '', publicKey = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('The VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { ...parsed, publicKey };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  /** An endpoint on this service (a path per browser). */
  endpoint(path: string): string;
  received: ReceivedPush[];
  /** What the service answers from now on (201 by default; 410: the browser is gone). */
  answer(status: number): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  let status = 201;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (path) => `http://127.0.0.1:${port}/push/${path}`,
    received,
    answer: (next) => (status = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
