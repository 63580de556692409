import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { authenticatorBinding } from '@/sandbox/verification/authenticators';
import { behaviorVerify } from '@/sandbox/verification/behavior-verify';
import {
  boundTarget,
  emailBinding,
  phoneBinding,
  walletEmailBinding,
} from '@/sandbox/verification/bindings';
import { codeLimit, sendCode } from '@/sandbox/verification/codes';
import { emailTarget, phoneTarget } from '@/sandbox/verification/targets';
import { verificationEndpoints } from '@/contract/verification';

/**
 * Verification codes. Flow: behaviour verification (captcha stand-in) gives a single-use token
 * for one channel; a send call spends it and stores a 6-digit code for the phone/email, subject
 * to the resend countdown and the daily limit from the config table. The online sends and limit
 * calls also answer the lock that too many wrong codes put on the user's phone or email.
 */
export function mountValidationRoutes(app: SandboxApp): void {
  mount(app, verificationEndpoints.behaviorVerify, ({ ctx, body }) =>
    behaviorVerify(ctx, body.scene, body.answer),
  );

  mount(app, verificationEndpoints.validationSms, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'sms',
      target: phoneTarget(body.areaCode, body.phone),
      verifyToken: body.verifyToken,
      userId: session?.user.id ?? null,
      lockOwner: null,
    }),
  );
  mount(app, verificationEndpoints.validationEmail, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'email',
      target: emailTarget(body.email),
      verifyToken: body.verifyToken,
      userId: session?.user.id ?? null,
      lockOwner: null,
    }),
  );
  mount(app, verificationEndpoints.validationOnlineSms, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'sms',
      target: boundTarget(session.user, 'sms'),
      verifyToken: body.verifyToken,
      userId: session.user.id,
      lockOwner: session.user.id,
    }),
  );
  mount(app, verificationEndpoints.validationOnlineEmail, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'email',
      target: boundTarget(session.user, 'email'),
      verifyToken: body.verifyToken,
      userId: session.user.id,
      lockOwner: session.user.id,
    }),
  );

  // A voice call goes to the bound phone and shares its countdown and daily limit with SMS.
  mount(app, verificationEndpoints.validationOnlineVoice, ({ ctx, body, session }) =>
    sendCode(ctx, {
      channel: 'voice',
      target: boundTarget(session.user, 'voice'),
      verifyToken: body.verifyToken,
      userId: session.user.id,
      lockOwner: session.user.id,
    }),
  );
  mount(app, verificationEndpoints.validationLimitVoice, ({ ctx, session }) =>
    codeLimit(ctx, boundTarget(session.user, 'voice'), session.user.id),
  );
  mount(app, verificationEndpoints.validationBindingAuthenticator, ({ ctx, session }) =>
    authenticatorBinding(ctx.db, session.user.id),
  );

  mount(app, verificationEndpoints.validationLimitSms, ({ ctx, session }) =>
    codeLimit(ctx, boundTarget(session.user, 'sms'), session.user.id),
  );
  mount(app, verificationEndpoints.validationLimitEmail, ({ ctx, session }) =>
    codeLimit(ctx, boundTarget(session.user, 'email'), session.user.id),
  );

  mount(app, verificationEndpoints.validationBindingSms, ({ session }) =>
    phoneBinding(session.user),
  );
  mount(app, verificationEndpoints.validationBindingEmail, ({ session }) =>
    emailBinding(session.user),
  );
  mount(app, verificationEndpoints.validationBindingWalletEmail, ({ session }) =>
    walletEmailBinding(session.user),
  );
}
