import type { z } from 'zod';
import { adRequestSchema, type AdRequest, type AdRuleContext } from '@/contract/ads';
import { AD_REFUSALS } from '@/contract/ads-refusals';
import { compareDecimal, decimalToString, parseDecimal } from '@/lib/decimal';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { invalidFields, refuse, type FieldError } from '@/sandbox/errors';
import { toFieldErrors, validationError } from '@/sandbox/http/issues';
import { adErrors, fieldRefusal } from '@/sandbox/ads/errors';
import { p2pBalance } from '@/sandbox/orders/escrow';
import { p2pConfig } from '@/sandbox/config';
import { assertAccountUser, homeFiat } from '@/sandbox/orders/rules';
import { listCoins, listFiats, type CoinRecord, type FiatRecord } from '@/sandbox/market/catalogue';
import { merchantStatusOf } from '@/sandbox/user/p2p-profile';
import { exactReference, type MarketReference } from '@/sandbox/market/pricing';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * The sandbox's side of the ad rules: it never trusts the form. Who may post, the contract's
 * `adRequestSchema` run again with the real context (per-fiat limits, coin cap, scales, the
 * time limits on offer, the live reference price), the payment methods against the user's own
 * saved ones, and the balance a sell ad needs. Callers run these inside their transaction.
 */

/** Wallet users are refused P2P; then identity, then the certification posting needs. */
export function assertMayPost(user: UserRecord): void {
  assertAccountUser(user);
  if (!user.isAuth) throw adErrors.identityRequired();
  if (merchantStatusOf(user) !== 'certified') throw adErrors.notCertified();
}

/** Ads are posted only in the fiat of the user's identity country (like orders). */
function assertPostsHomeFiat(db: Db, user: UserRecord, fiat: string): void {
  const home = homeFiat(db, user);
  if (home !== fiat) throw adErrors.fiatNotHomeCountry(home);
}

/** A sell ad's coins must be in the P2P account (available) when it is posted or relisted. */
export function assertCovers(db: Db, userId: number, coin: string, quantity: string): void {
  const { available } = p2pBalance(db, userId, coin);
  if (compareDecimal(available, quantity) < 0) throw adErrors.insufficientBalance(available, coin);
}

/** `007.50` → `7.50`: stored and shown without leading zeros, with the scale as typed. */
export function canonical(value: string): string {
  return decimalToString(parseDecimal(value));
}

function joinPath(prefix: readonly string[], field: string): string {
  return [...prefix, field].join('.');
}

/** The coin of a request body, or a 400 on that field listing the coins there are. */
export function requireCoinField(db: Db, coin: string, path: string): CoinRecord {
  const coins = listCoins(db);
  const found = coins.find((c) => c.coin === coin);
  if (found) return found;
  const known = coins.map((c) => c.coin).join(', ');
  throw invalidFields([
    { path, code: 'not_allowed', message: `Not a coin the market trades (${known})` },
  ]);
}

function requireFiatField(db: Db, fiat: string, path: string): FiatRecord {
  const fiats = listFiats(db);
  const found = fiats.find((f) => f.fiat === fiat);
  if (found) return found;
  const known = fiats.map((f) => f.fiat).join(', ');
  throw invalidFields([
    { path, code: 'not_allowed', message: `Not a fiat currency the market trades (${known})` },
  ]);
}

/** What the rules need from configuration and the catalogue for one coin and fiat. */
function adRuleContext(
  db: Db,
  coin: CoinRecord,
  fiat: FiatRecord,
  market: MarketReference,
): AdRuleContext {
  const config = p2pConfig({ db });
  return {
    fiatLimit: { minSingle: fiat.minSingle, maxSingle: fiat.maxSingle },
    maxQuantity: config.coinMaxQuantity[coin.coin],
    coinScale: coin.scale,
    fiatScale: fiat.scale,
    paymentTimeLimitOptions: config.paymentTimeLimitOptions,
    maxPaymentMethods: config.maxPaymentMethodsPerAd,
    marketPrice: exactReference(market),
    priceDeviationWarnPercent: config.priceDeviationWarnPercent,
    floatingRatio: {
      min: config.floatingRatioMin,
      max: config.floatingRatioMax,
      scale: config.floatingRatioScale,
    },
  };
}

type Issue = z.core.$ZodIssue;

/**
 * The contract's rules with the real context. Problems answer 400 with every field error, worded
 * and shaped as the mount layer words schema refusals; when the only problem is the missing risk
 * confirmation, the envelope code is `riskConfirmationRequired` and `msg` is the rule's text, so
 * the form can ask for the confirmation instead of marking a field.
 */
function checkRules(request: AdRequest, context: AdRuleContext, prefix: readonly string[]) {
  const result = adRequestSchema(context).safeParse(request, { reportInput: true });
  if (result.success) return;
  const issues: Issue[] = result.error.issues.map((issue) => ({
    ...issue,
    path: [...prefix, ...issue.path],
  }));
  const [first] = issues;
  if (first && issues.every((issue) => issue.path.at(-1) === 'riskConfirmed')) {
    throw refuse(AD_REFUSALS.riskConfirmationRequired, first.message, null, toFieldErrors(issues));
  }
  throw validationError(issues, 'body');
}

/** One saved payment method an ad will offer. */
export interface ChosenMethod {
  userPaymentId: number;
  code: string;
}

/**
 * Every chosen saved method must be the user's own, active, of a method serving the fiat, and
 * each method at most once (an ad lists a method once). All problems are reported together.
 */
function checkPaymentMethods(
  db: Db,
  userId: number,
  fiat: string,
  ids: readonly number[],
  prefix: readonly string[],
): ChosenMethod[] {
  const lookup = stmt(
    db,
    `SELECT upm.method_code, pm.name,
       EXISTS (SELECT 1 FROM p2p_payment_method_fiats f
                WHERE f.code = upm.method_code AND f.fiat = :fiat) AS serves
       FROM user_payment_methods upm JOIN p2p_payment_methods pm ON pm.code = upm.method_code
      WHERE upm.id = :id AND upm.user_id = :userId AND upm.status = 'active'`,
  );
  const chosen: ChosenMethod[] = [];
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    const path = joinPath(prefix, `userPaymentIds.${index}`);
    const row = lookup.get({ id, userId, fiat });
    if (!row) {
      errors.push({
        path,
        code: 'not_found',
        message: 'This payment method is not one of your saved ones',
      });
      return;
    }
    const code = text(row, 'method_code');
    const name = text(row, 'name');
    if (int(row, 'serves') === 0) {
      errors.push({
        path,
        code: 'not_allowed',
        message: `${name} cannot be used to pay in ${fiat}`,
      });
    } else if (chosen.some((c) => c.code === code)) {
      errors.push({ path, code: 'not_allowed', message: `${name} is chosen more than once` });
    } else {
      chosen.push({ userPaymentId: id, code });
    }
  });
  const [first, ...rest] = errors;
  if (first) throw fieldRefusal(AD_REFUSALS.paymentMethodUnavailable, [first, ...rest]);
  return chosen;
}

/** A request that passed every rule, with what writing it needs. */
interface CheckedAd {
  coin: CoinRecord;
  fiat: FiatRecord;
  market: MarketReference;
  methods: ChosenMethod[];
}

/**
 * Runs every rule on a post or edit request, in the order the user can fix them: known coin and
 * fiat, the home fiat, the form's rules, then the payment methods. `prefix` is where the ad sits
 * in the body (`['ad']` for an edit), so field errors name the field as it was sent.
 */
export function checkAdRequest(
  db: Db,
  user: UserRecord,
  request: AdRequest,
  prefix: readonly string[] = [],
): CheckedAd {
  const coin = requireCoinField(db, request.coin, joinPath(prefix, 'coin'));
  const fiat = requireFiatField(db, request.fiat, joinPath(prefix, 'fiat'));
  assertPostsHomeFiat(db, user, fiat.fiat);
  const market: MarketReference = {
    usdPrice: coin.usdPrice,
    usdRate: fiat.usdRate,
    fiatScale: fiat.scale,
  };
  checkRules(request, adRuleContext(db, coin, fiat, market), prefix);
  const methods = checkPaymentMethods(db, user.id, fiat.fiat, request.userPaymentIds, prefix);
  return { coin, fiat, market, methods };
}
