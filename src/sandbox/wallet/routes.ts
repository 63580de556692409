import { walletEndpoints, walletEndpoints as wallet } from '@/contract/wallet';
import type { SandboxApp } from '@/sandbox/http/app-env';
import { mount } from '@/sandbox/http/mount';
import { transferRoutes } from '@/sandbox/wallet/accounts';
import {
  currenciesFor,
  spotAvailable,
  transfer,
  transferBalance,
} from '@/sandbox/wallet/transfers';

/** Mounts the sandbox's wallet transfers between the user's accounts and the spot balance. */
export function mountWalletRoutes(app: SandboxApp): void {
  mount(app, wallet.walletTransferTargets, ({ ctx, session }) =>
    transferRoutes(ctx.db, session.user),
  );
  mount(app, wallet.walletTransferCurrencies, ({ ctx, session, query }) =>
    currenciesFor(ctx, session.user, query.from, query.to),
  );
  mount(app, wallet.walletTransferBalance, ({ ctx, session, query }) =>
    transferBalance(ctx, session.user, query),
  );
  mount(app, wallet.walletTransfer, ({ ctx, session, body }) => transfer(ctx, session.user, body));
  mount(app, walletEndpoints.spotBalanceAvailable, ({ ctx, session, query }) =>
    spotAvailable(ctx, session.user, query.coin),
  );
}
