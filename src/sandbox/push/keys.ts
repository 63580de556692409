import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/**
 * The exchange's VAPID key pair (RFC 8292): browsers subscribe with its public key and push
 * services accept only pushes signed with its private key, so it must outlive restarts and be
 * the same for every instance on one data folder. Generated on first start and kept in
 * `vapid-keys.json` beside the database (readable by its owner only); an in-memory sandbox
 * (tests) gets a fresh pair that lasts as long as it does. A reset keeps the keys: the
 * browsers' subscriptions stay bound to them.
 */
export interface VapidKeys {
  /** base64url, an uncompressed P-256 point (87 characters). */
  publicKey: string;
  /** base64url, 32 bytes. */
  privateKey: string;
}

const FILE = 'vapid-keys.json';

function isVapidKeys(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return (
    typeof publicKey === 'string' &&
    /^B[A-Za-z0-9_-]{86}$/.test(publicKey) &&
    typeof privateKey === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(privateKey)
  );
}

/** Reads the pair kept in `dir`, creating it on first use; a fresh pair without a folder. */
export function loadVapidKeys(dir: string | undefined): VapidKeys {
  if (dir === undefined) return webpush.generateVAPIDKeys();
  const path = join(dir, FILE);
  const generated = webpush.generateVAPIDKeys();
  try {
    // `wx`: when two instances start on one folder, the first one's pair wins and both read it.
    writeFileSync(path, `${JSON.stringify(generated, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isVapidKeys(kept)) {
    throw new Error(`${path} is not a VAPID key pair: delete it and a new one is made`);
  }
  return kept;
}
