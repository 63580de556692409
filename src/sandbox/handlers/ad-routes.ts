import type { SandboxApp } from '@/sandbox/http/app-env';

/** Mounts the sandbox's ad management, the reference price, the sandbox price control. */
export function mountAdRoutes(app: SandboxApp): void {
  void app;
}
