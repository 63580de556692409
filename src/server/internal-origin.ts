import type { AddressInfo } from 'node:net';
import { processShared } from '@/lib/process-shared';

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

type Fetch = typeof globalThis.fetch;
const sharedFetch = processShared<Fetch>('internalApiFetch');

/**
 * With the sandbox embedded, server rendering hands its API calls straight to the sandbox app
 * in this process instead of a loopback TCP round trip: faster, and a page still being rendered
 * while the server shuts down (no longer accepting connections) can finish its calls. Shared
 * with Astro's build through `processShared`.
 */
export function setInternalApiFetch(handle: (request: Request) => Response | Promise<Response>) {
  sharedFetch.share((input, init) => Promise.resolve(handle(new Request(input, init))));
}

/** The in-process fetch for the embedded sandbox, or undefined (use the network). */
export const internalApiFetch = sharedFetch.get;
