import { pushEndpoints } from '@/contract/push';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { requestLang } from '@/sandbox/http/lang';
import { mount } from '@/sandbox/http/mount';
import { deviceStatus, subscribeDevice, unsubscribeDevice } from '@/sandbox/push/devices';

/** Web Push: the VAPID public key, one browser's status, subscribing and unsubscribing it. */
export function mountPushRoutes(app: SandboxApp): void {
  mount(app, pushEndpoints.pushKey, ({ ctx }) => {
    if (!ctx.push) throw new Error('The sandbox was created without a push sender');
    return { publicKey: ctx.push.publicKey };
  });
  mount(app, pushEndpoints.pushDeviceStatus, ({ ctx, session, query }) =>
    deviceStatus(ctx, session, query.endpoint),
  );
  // The pushes are written in the language of the page that subscribed (the `lang` header).
  mount(app, pushEndpoints.pushSubscribe, ({ ctx, session, body, c }) =>
    subscribeDevice(ctx, session, body, requestLang(c) ?? 'en', ctx.push?.allowLoopback ?? false),
  );
  mount(app, pushEndpoints.pushUnsubscribe, ({ ctx, session, body }) =>
    unsubscribeDevice(ctx, session.user.id, body.endpoint),
  );
}
