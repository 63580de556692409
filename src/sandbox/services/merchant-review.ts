import type { SandboxContext } from '@/sandbox/context';

/** Sweep step: decides merchant applications whose review time has come, on the sandbox clock. Returns how many steps it took. */
export function sweepMerchantReviews(ctx: SandboxContext): number {
  void ctx;
  return 0;
}
