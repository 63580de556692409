import { sandboxEndpoints as sandbox } from '@/contract/sandbox';
import { reseed } from '@/sandbox/db/seed';
import { notFound } from '@/sandbox/errors';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { setSessionCookie } from '@/sandbox/http/cookies';
import { describeFaults, resolveFaults } from '@/sandbox/http/faults';
import { mount } from '@/sandbox/http/mount';
import { sweepNow } from '@/sandbox/http/sweep';
import { writeSupportMessage } from '@/sandbox/orders/chat';
import { currentAuthenticatorCode } from '@/sandbox/verification/authenticators';
import { pushMessage } from '@/sandbox/user/messages';
import { forgetActivity } from '@/sandbox/user/presence';
import { sessionForPersona } from '@/sandbox/user/personas';
import { lastCode } from '@/sandbox/verification/codes';
import { normaliseTarget } from '@/sandbox/verification/targets';
import { findUserByPersona } from '@/sandbox/user/users';

/** Control calls for scripts, tests and demos (the real exchange has none of these). */
export function mountSandboxRoutes(app: SandboxApp): void {
  mount(app, sandbox.sandboxSession, ({ ctx, body, c }) => {
    const session = sessionForPersona(ctx, body.persona);
    setSessionCookie(c, session);
    return { token: session.token, persona: body.persona };
  });
  // What the move made due happens now (the socket hears it before the next call).
  mount(app, sandbox.sandboxClock, ({ ctx, body }) => {
    const now = ctx.clock.advance(body.advanceSeconds);
    sweepNow(ctx);
    return { now };
  });
  mount(app, sandbox.sandboxReset, async ({ ctx, c }) => {
    reseed(ctx.db, ctx.clock.now(), ctx.seedOptions);
    forgetActivity(ctx.db);
    sweepNow(ctx);
    c.get('faults').clear();
    const removed = await c.get('uploads').store.clear();
    ctx.log(
      `[sandbox] data reset to the demo seed (faults cleared, ${removed} uploaded file${removed === 1 ? '' : 's'} removed)`,
    );
    return null;
  });
  mount(app, sandbox.sandboxCodes, ({ ctx, query }) => {
    const target = normaliseTarget(query.target);
    const code = lastCode(ctx, target);
    if (!code) throw notFound(`No code has been sent to ${target}`);
    return code;
  });
  mount(app, sandbox.sandboxMessages, ({ ctx, body }) => {
    const user = findUserByPersona(ctx.db, body.persona);
    if (!user)
      throw notFound(`The demo account "${body.persona}" does not exist; reset the sandbox`);
    return pushMessage(ctx, user.id, body.title, body.content);
  });
  mount(app, sandbox.sandboxSetFaults, async ({ ctx, body, c }) => {
    const store = c.get('faults');
    store.replace(await resolveFaults(body));
    const faults = store.list();
    ctx.log(`[sandbox] faults: ${describeFaults(faults)}`);
    return { faults };
  });
  // Support may write at any time, also after the parties' chat window has closed.
  mount(app, sandbox.sandboxChatSupport, ({ ctx, body }) =>
    writeSupportMessage(ctx, body.orderNo, body.text),
  );
  mount(app, sandbox.sandboxFaults, ({ c }) => ({ faults: c.get('faults').list() }));
  mount(app, sandbox.sandboxAuthenticator, ({ ctx, query }) => {
    const user = findUserByPersona(ctx.db, query.persona);
    const current = user ? currentAuthenticatorCode(ctx, user.id) : null;
    if (!current) throw notFound(`The demo account "${query.persona}" has no authenticator app`);
    return { persona: query.persona, ...current };
  });
}
