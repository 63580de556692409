import type { AddressInfo } from 'node:net';

/**
 * Where server-side rendering reaches the API when PUBLIC_API_BASE is a same-origin path.
 * Our server records the address it actually listens on; server code never derives the origin
 * from the request's Host header (that would let a client point our server elsewhere).
 */
const KEY = 'P2P_INTERNAL_ORIGIN';

export function setInternalApiOrigin(address: AddressInfo) {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? address.family === 'IPv6'
      ? '[::1]'
      : '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  process.env[KEY] = `http://${host}:${address.port}`;
}

export function internalApiOrigin() {
  return process.env[KEY] ?? `http://127.0.0.1:${process.env.PORT ?? 4321}`;
}
