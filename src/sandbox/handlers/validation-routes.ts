import { userEndpoints as user } from '@/contract/user';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { authenticatorBinding } from '@/sandbox/services/authenticators';
import { behaviorVerify } from '@/sandbox/services/behavior-verify';
import {
  boundTarget,
  emailBinding,
  phoneBinding,
  walletEmailBinding,
} from '@/sandbox/services/bindings';
import { codeLimit, sendCode } from '@/sandbox/services/verification-codes';
import { emailTarget, phoneTarget } from '@/sandbox/services/verification-targets';

/**
 * Verification codes. Flow: behaviour verification (captcha stand-in) gives a single-use token
 * for one channel; a send call spends it and stores a 6-digit code for the phone/email, subject
 * to the resend countdown and the daily limit from the config table.
 */
export function mountValidationRoutes(app: SandboxApp): void {
  mount(app, user.behaviorVerify, ({ ctx, body }) => behaviorVerify(ctx, body.scene, body.answer));

  mount(app, user.validationSms, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'sms',
      target: phoneTarget(body.areaCode, body.phone),
      verifyToken: body.verifyToken,
      userId: session?.user.id ?? null,
    }),
  );
  mount(app, user.validationEmail, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'email',
      target: emailTarget(body.email),
      verifyToken: body.verifyToken,
      userId: session?.user.id ?? null,
    }),
  );
  mount(app, user.validationOnlineSms, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'sms',
      target: boundTarget(session.user, 'sms'),
      verifyToken: body.verifyToken,
      userId: session.user.id,
    }),
  );
  mount(app, user.validationOnlineEmail, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'email',
      target: boundTarget(session.user, 'email'),
      verifyToken: body.verifyToken,
      userId: session.user.id,
    }),
  );

  // A voice call goes to the bound phone and shares its countdown and daily limit with SMS.
  mount(app, user.validationOnlineVoice, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'voice',
      target: boundTarget(session.user, 'voice'),
      verifyToken: body.verifyToken,
      userId: session.user.id,
    }),
  );
  mount(app, user.validationLimitVoice, ({ ctx, session }) =>
    codeLimit(ctx, boundTarget(session.user, 'voice')),
  );
  mount(app, user.validationBindingAuthenticator, ({ ctx, session }) =>
    authenticatorBinding(ctx.db, session.user.id),
  );

  mount(app, user.validationLimitSms, ({ ctx, session }) =>
    codeLimit(ctx, boundTarget(session.user, 'sms')),
  );
  mount(app, user.validationLimitEmail, ({ ctx, session }) =>
    codeLimit(ctx, boundTarget(session.user, 'email')),
  );

  mount(app, user.validationBindingSms, ({ session }) => phoneBinding(session.user));
  mount(app, user.validationBindingEmail, ({ session }) => emailBinding(session.user));
  mount(app, user.validationBindingWalletEmail, ({ session }) => walletEmailBinding(session.user));
}
