import { c2cUserOrderEndpoints as user } from '@/contract/c2c';
import { c2cMarketEndpoints as market } from '@/contract/c2c-market';
import { c2cMerchantEndpoints as merchant } from '@/contract/c2c-merchant';
import { sandboxEndpoints as sandbox } from '@/contract/sandbox';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { requestLang } from '@/sandbox/http/lang';
import { mount } from '@/sandbox/http/mount';
import {
  applyForMerchant,
  lockMerchantDeposit,
  merchantDetail,
  merchantRequirement,
  refundMerchantDeposit,
} from '@/sandbox/services/merchant';
import { userActivity } from '@/sandbox/services/merchant-activity';
import { setPersonaBalance, setPersonaMerchantState } from '@/sandbox/services/merchant-sandbox';
import { changeNickname } from '@/sandbox/services/p2p-profile';

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
    refundMerchantDeposit(ctx, session.user.id, body.verification),
  );
  mount(app, user.c2cNicknameChange, ({ ctx, session, body }) =>
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
