import { marketEndpoints as market } from '@/contract/market';
import { merchantEndpoints as merchant } from '@/contract/merchant';
import { sandboxEndpoints as sandbox } from '@/contract/sandbox';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { requestLang } from '@/sandbox/http/lang';
import { mount } from '@/sandbox/http/mount';
import {
  applyForMerchant,
  lockMerchantDeposit,
  merchantDetail,
  merchantRequirement,
  releaseMerchantDeposit,
} from '@/sandbox/merchant/merchant';
import { userActivity } from '@/sandbox/user/activity';
import { setPersonaBalance, setPersonaMerchantState } from '@/sandbox/merchant/controls';
import { changeNickname } from '@/sandbox/user/p2p-profile';
import { userEndpoints } from '@/contract/user';

/**
 * The merchant application and security deposit, the nickname, an advertiser's daily activity,
 * and the sandbox controls that put a persona in a merchant state or set a balance.
 */
export function mountMerchantRoutes(app: SandboxApp): void {
  mount(app, merchant.c2cMerchantRequirement, ({ ctx, session, c }) =>
    merchantRequirement(ctx, session.user, requestLang(c)),
  );
  mount(app, merchant.c2cMerchantDetail, ({ ctx, session }) =>
    merchantDetail(ctx, session.user.id),
  );
  mount(app, merchant.c2cMerchantApply, ({ ctx, session, body }) =>
    applyForMerchant(ctx, session.user.id, body),
  );
  mount(app, merchant.c2cMerchantLockDeposit, ({ ctx, session }) =>
    lockMerchantDeposit(ctx, session.user.id),
  );
  mount(app, merchant.c2cMerchantApplyRefund, ({ ctx, session, body }) =>
    releaseMerchantDeposit(ctx, session.user.id, body.verification),
  );
  mount(app, userEndpoints.c2cNicknameChange, ({ ctx, session, body }) =>
    changeNickname(ctx, session.user, body.nickname),
  );
  mount(app, market.c2cUserActivity, ({ ctx, query }) =>
    userActivity(ctx, query.userId, query.days),
  );
  mount(app, sandbox.sandboxMerchantState, ({ ctx, body }) =>
    setPersonaMerchantState(ctx, body.persona, body.status, body.failReason),
  );
  mount(app, sandbox.sandboxBalance, ({ ctx, body }) =>
    setPersonaBalance(ctx, body.persona, body.account, body.coin, body.available),
  );
}
