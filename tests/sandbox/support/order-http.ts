import type { SandboxContext } from '@/sandbox/context';
import { createEventBus } from '@/sandbox/events';
import type { UserRecord } from '@/sandbox/user/users';
import { verifyToken, type Harness } from '../harness';
import {
  addAd,
  addCatalogue,
  addSavedMethod,
  addUser,
  BANK,
  COIN,
  setBalance,
  tokenFor,
  WALLET,
} from './trading-fixtures';

/** A party of the HTTP tests: the fixture user and a session token. */
export interface Party {
  user: UserRecord;
  token: string;
}

/**
 * A trading setup inside a harness sandbox (on top of the demo seed, but using only fixture
 * rows): a seller with 1000 TST and a sell ad (2.00 XTS, limits 10-600), a buy ad of the same
 * advertiser, a buyer, and a stranger.
 */
export function tradingSetup(h: Harness) {
  const { db } = h.sandbox;
  const ctx: SandboxContext = { db, clock: h.clock, events: createEventBus(), log: () => {} };
  addCatalogue(db);
  const party = (): Party => {
    const user = addUser(db, { now: h.clock.now() });
    return { user, token: tokenFor(ctx, user.id) };
  };
  const seller = party();
  const buyer = party();
  const stranger = party();
  setBalance(db, seller.user.id, COIN, '1000');
  setBalance(db, buyer.user.id, COIN, '100');
  const sellAd = addAd(db, seller.user.id, {
    type: 'sell',
    quantity: '500',
    minLimit: '10',
    maxLimit: '600',
    methods: [BANK, WALLET],
  });
  const buyAd = addAd(db, seller.user.id, { type: 'buy', quantity: '500' });
  const buyerMethod = addSavedMethod(db, buyer.user.id, BANK);
  return { ctx, db, seller, buyer, stranger, sellAd, buyAd, buyerMethod, party };
}

/**
 * Gets a real SMS code the way the UI does: behaviour verification, the online send call for
 * the logged-in user's bound phone, then the sandbox's "sent codes" control.
 */
export async function realSmsCode(h: Harness, party: Party): Promise<string> {
  const verify = await verifyToken(h, 'sms');
  const sent = await h.post(
    '/user/validation/online/sms',
    { verifyToken: verify },
    { token: party.token },
  );
  if (sent.status !== 200) throw new Error(`Sending a code failed: ${sent.body.msg}`);
  const target = encodeURIComponent(`+${party.user.areaCode ?? ''}${party.user.phone ?? ''}`);
  const code = await h.get<{ code: string }>(`/sandbox/codes?target=${target}`);
  return code.body.data.code;
}
