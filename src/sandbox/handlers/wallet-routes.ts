import type { SandboxApp } from '@/sandbox/http/app-env';

/** Mounts the sandbox's wallet transfers between the user's accounts and the spot balance. */
export function mountWalletRoutes(app: SandboxApp): void {
  void app;
}
