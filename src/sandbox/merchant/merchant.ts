import { mayReleaseDeposit } from '@/rules/merchant';
import {
  merchantApplyRequest,
  type MerchantApplyRequest,
  type MerchantDetail,
  type MerchantRequirement,
} from '@/contract/merchant';
import type { TwoFactor } from '@/contract/entities';
import { ORDER_CODES } from '@/contract/orders-refusals';
import type { LocaleCode } from '@/i18n/locales';
import { addDecimal, compareDecimal } from '@/lib/decimal';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { int } from '@/sandbox/db/rows';
import { transaction } from '@/sandbox/db/transaction';
import { ApiError, badRequest, invalidFields, type FieldError } from '@/sandbox/errors';
import { p2pBalance } from '@/sandbox/orders/escrow';
import { merchantErrors } from '@/sandbox/merchant/errors';
import { MERCHANT_FIELDS, merchantFieldsFor } from '@/sandbox/merchant/fields';
import {
  freshUser,
  insertApplication,
  latestApplication,
  lockedDeposit,
  lockDepositRow,
  merchantConfig,
  depositReleaseBlockers,
  releaseDepositRow,
  setMerchantState,
  type MerchantConfig,
} from '@/sandbox/merchant/store';
import { merchantStatusOf } from '@/sandbox/user/p2p-profile';
import { consumeTwoFactor } from '@/sandbox/verification/two-factor';
import { findUpload } from '@/sandbox/uploads/uploads';
import type { UserRecord } from '@/sandbox/user/users';

/**
 * The merchant application and the security deposit (spec sections 3, 4 and 6): apply with
 * documents → the sandbox reviews after `merchant.reviewSeconds` (`merchant-review.ts`) →
 * approved → accept the agreement and lock the deposit → certified → release the deposit (no
 * listed ads, no open orders) → not verified again. Every call re-reads the user inside its
 * transaction and re-checks every rule; the form is never trusted.
 */

/** `GET /c2c/v3/merchant/requirement`: the form (prefilled, in `lang`) and the deposit. */
export function merchantRequirement(
  ctx: SandboxContext,
  user: UserRecord,
  lang: LocaleCode | null,
): MerchantRequirement {
  const config = merchantConfig(ctx.db);
  const last = merchantStatusOf(user) === 'failed' ? latestApplication(ctx.db, user.id) : null;
  // Applying again starts from the last answers, and from its files the sandbox still has (its
  // own uploads of the right kind: exactly what applying checks), so nothing is uploaded twice.
  const previous = last ? { ...last.form, ...keptFiles(ctx.db, user.id, last.files) } : null;
  return {
    fields: merchantFieldsFor(user, previous, lang),
    deposit: { coin: config.depositCoin, amount: config.depositAmount },
  };
}

/**
 * The checklist's balance line. The threshold counts the locked deposit too: locking moves coins
 * out of the available balance, and a certified advertiser should not drop below the line just
 * by having locked what the application asked for.
 */
function balanceLine(db: Db, userId: number, config: MerchantConfig, lockedAmount: string | null) {
  const available = p2pBalance(db, userId, config.depositCoin).available;
  const total = lockedAmount === null ? available : addDecimal(available, lockedAmount);
  return {
    coin: config.depositCoin,
    available,
    threshold: config.balanceThreshold,
    sufficient: compareDecimal(total, config.balanceThreshold) >= 0,
  };
}

/** `GET /c2c/v3/merchant/detail` (and the answer of every merchant action). */
export function merchantDetail(ctx: SandboxContext, userId: number): MerchantDetail {
  const { db } = ctx;
  const user = freshUser(db, userId);
  const config = merchantConfig(db);
  const status = merchantStatusOf(user);
  // Only a live application is shown: after a release, or behind a closed portal, there is none.
  const live = status !== 'not_verified' && status !== 'portal_closed';
  const application = live ? latestApplication(db, userId) : null;
  const deposit = lockedDeposit(db, userId);
  const blockers = depositReleaseBlockers(db, userId);
  const sameCoin = deposit !== null && deposit.coin === config.depositCoin;
  return {
    status,
    failReason: status === 'failed' ? (application?.failReason ?? null) : null,
    submittedAt: application?.submittedAt ?? null,
    reviewedAt: application?.reviewedAt ?? null,
    reviewDueAt: status === 'under_review' ? (application?.reviewDueAt ?? null) : null,
    requiredDeposit: { coin: config.depositCoin, amount: config.depositAmount },
    application: application
      ? { coin: application.depositCoin, amount: application.depositAmount }
      : null,
    deposit: deposit
      ? { coin: deposit.coin, amount: deposit.amount, lockedAt: deposit.lockedAt }
      : null,
    checklist: {
      identityVerified: user.isAuth,
      balance: balanceLine(db, userId, config, sameCoin ? deposit.amount : null),
      depositLocked: deposit !== null,
      agreementAccepted: deposit !== null,
    },
    canRelease: mayReleaseDeposit(status, blockers),
    blockers,
  };
}

/** What each file field must be: the user's own upload of this kind (and image purpose). */
const FILE_FIELDS = [
  { key: 'idPhoto', kind: 'image', purpose: 'id_photo', what: 'a photo of you holding your ID' },
  { key: 'addressProof', kind: 'image', purpose: 'address_proof', what: 'your proof of address' },
  { key: 'video', kind: 'video', purpose: null, what: 'your verification video' },
] as const;

/** What is wrong with `id` as the file of `rule` for `userId`, or null when it may be sent. */
function fileProblem(
  db: Db,
  userId: number,
  rule: (typeof FILE_FIELDS)[number],
  id: string,
): FieldError | null {
  const upload = findUpload(db, id);
  // Someone else's file reads as missing, so ids cannot be probed.
  if (!upload || upload.userId !== userId) {
    return {
      path: rule.key,
      code: 'not_found',
      message: `No such upload of yours; upload ${rule.what} again`,
    };
  }
  if (upload.kind !== rule.kind || upload.purpose !== rule.purpose) {
    return {
      path: rule.key,
      code: 'not_allowed',
      message: `This file was not uploaded as ${rule.what}`,
    };
  }
  return null;
}

function assertFiles(db: Db, userId: number, body: MerchantApplyRequest): void {
  const problems = FILE_FIELDS.flatMap(
    (rule) => fileProblem(db, userId, rule, body[rule.key]) ?? [],
  );
  if (problems.length > 0) throw merchantErrors.fileInvalid(problems);
}

/** The files of an earlier application that could be sent again as they are. */
function keptFiles(
  db: Db,
  userId: number,
  files: Readonly<Record<(typeof FILE_FIELDS)[number]['key'], string | null>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const rule of FILE_FIELDS) {
    const id = files[rule.key];
    if (id !== null && fileProblem(db, userId, rule, id) === null) kept[rule.key] = id;
  }
  return kept;
}

/**
 * Answers to the fields the requirement describes beyond the contract's keys: each must be a
 * defined field, and a required one must be answered (with the field's own message).
 */
function assertExtra(body: MerchantApplyRequest): void {
  const known = new Set<string>(merchantApplyRequest.keyof().options);
  const defined = MERCHANT_FIELDS.filter((f) => !known.has(f.fieldKey));
  const extra = body.extra ?? {};
  const problems: FieldError[] = [];
  for (const key of Object.keys(extra)) {
    if (!defined.some((f) => f.fieldKey === key)) {
      problems.push({
        path: `extra.${key}`,
        code: 'unknown_key',
        message: `The application has no field "${key}"`,
      });
    }
  }
  for (const field of defined) {
    if (field.isRequired && !(extra[field.fieldKey] ?? '').trim()) {
      problems.push({ path: `extra.${field.fieldKey}`, code: 'required', message: field.errorMsg });
    }
  }
  const [first, ...rest] = problems;
  if (first) throw invalidFields([first, ...rest]);
}

function coinScale(db: Db, coin: string): number | null {
  const row = stmt(db, 'SELECT scale FROM p2p_coins WHERE coin = ?').get(coin);
  return row ? int(row, 'scale') : null;
}

/** The deposit offered: the configured coin, at least the configured amount, the coin's decimals. */
function assertDeposit(db: Db, config: MerchantConfig, coin: string, amount: string): void {
  if (coin !== config.depositCoin || compareDecimal(amount, config.depositAmount) < 0) {
    throw merchantErrors.depositTooLow(config.depositCoin, config.depositAmount);
  }
  const scale = coinScale(db, coin) ?? 0;
  const decimals = amount.split('.')[1]?.length ?? 0;
  if (decimals > scale) {
    const message = `${coin} amounts have at most ${scale} decimal places`;
    throw badRequest(message, [{ path: 'depositAmount', code: 'scale', message }]);
  }
}

/** Refusals shared by the application: portal, identity, then the state. */
function assertMayApply(user: UserRecord): void {
  const status = merchantStatusOf(user);
  if (status === 'portal_closed') throw merchantErrors.portalClosed();
  if (!user.isAuth) throw merchantErrors.identityRequired();
  if (status !== 'not_verified' && status !== 'failed') {
    throw merchantErrors.stateConflict(
      status === 'under_review'
        ? 'Your application is under review; please wait for the result'
        : 'You are already an approved advertiser',
    );
  }
}

/** `POST /c2c/v3/merchant/apply`: puts the application under review. */
export function applyForMerchant(
  ctx: SandboxContext,
  userId: number,
  body: MerchantApplyRequest,
): MerchantDetail {
  transaction(ctx.db, () => {
    const { db } = ctx;
    const user = freshUser(db, userId);
    const config = merchantConfig(db);
    assertMayApply(user);
    assertFiles(db, userId, body);
    assertExtra(body);
    assertDeposit(db, config, body.depositCoin, body.depositAmount);
    const { available } = p2pBalance(db, userId, body.depositCoin);
    if (compareDecimal(available, body.depositAmount) < 0) {
      throw merchantErrors.balanceTooLow(body.depositCoin, body.depositAmount);
    }
    const { idPhoto, addressProof, video, depositAmount, depositCoin, extra, ...known } = body;
    const now = ctx.clock.now();
    insertApplication(db, {
      userId,
      // Answers to added fields are kept with the others (and prefill the next application).
      form: { ...known, ...extra },
      files: { idPhoto, addressProof, video },
      depositCoin,
      depositAmount,
      submittedAt: now,
      reviewDueAt: now + config.reviewSeconds * 1000,
    });
    setMerchantState(db, userId, 'under_review', false);
  });
  return merchantDetail(ctx, userId);
}

/**
 * `POST /c2c/v3/merchant/deposit`: after approval, accepts the advertiser agreement and locks the
 * deposit offered in the application from the P2P available balance, which certifies the user.
 * The balance must cover the deposit and reach the checklist threshold (deposit included, so
 * the checklist's balance line is met right after locking).
 */
export function lockMerchantDeposit(ctx: SandboxContext, userId: number): MerchantDetail {
  transaction(ctx.db, () => {
    const { db } = ctx;
    const user = freshUser(db, userId);
    const status = merchantStatusOf(user);
    if (status !== 'approved') {
      throw merchantErrors.stateConflict(
        status === 'certified'
          ? 'Your deposit is already locked'
          : 'Your merchant application has not been approved yet',
      );
    }
    if (!user.isAuth) throw merchantErrors.identityRequired();
    const config = merchantConfig(db);
    const application = latestApplication(db, userId);
    const coin = application?.depositCoin ?? config.depositCoin;
    const amount = application?.depositAmount ?? config.depositAmount;
    const { available } = p2pBalance(db, userId, coin);
    if (compareDecimal(available, amount) < 0) throw merchantErrors.balanceTooLow(coin, amount);
    if (coin === config.depositCoin && compareDecimal(available, config.balanceThreshold) < 0) {
      throw merchantErrors.balanceTooLow(coin, config.balanceThreshold);
    }
    lockDepositRow(db, userId, coin, amount, ctx.clock.now());
    setMerchantState(db, userId, 'approved', true);
  });
  return merchantDetail(ctx, userId);
}

/**
 * Uses up the second factor, answering a wrong code with the merchant calls' own code (with the
 * tries the code still takes); a void code and a locked channel keep the shared refusals.
 */
function consumeCode(ctx: SandboxContext, user: UserRecord, factor: TwoFactor): void {
  try {
    consumeTwoFactor(ctx, user, factor, 'merchant.refund');
  } catch (error) {
    if (error instanceof ApiError && error.code === ORDER_CODES.codeInvalid) {
      const left = error.data?.attemptsLeft;
      throw merchantErrors.codeInvalid(typeof left === 'number' ? left : undefined);
    }
    throw error;
  }
}

/**
 * `PUT /c2c/v3/merchant/apply-refund`: releases the deposit to the P2P available balance and
 * removes merchant rights, only with no listed ads and no open orders (nothing is delisted for
 * the user). The code is checked last, inside the transaction: a refused release leaves it usable.
 */
export function releaseMerchantDeposit(
  ctx: SandboxContext,
  userId: number,
  factor: TwoFactor,
): MerchantDetail {
  transaction(ctx.db, () => {
    const { db } = ctx;
    const user = freshUser(db, userId);
    if (merchantStatusOf(user) !== 'certified') {
      throw merchantErrors.stateConflict('You have no locked deposit to release');
    }
    const blockers = depositReleaseBlockers(db, userId);
    if (!mayReleaseDeposit('certified', blockers)) {
      throw merchantErrors.releaseBlocked(blockers.listedAds, blockers.openOrders);
    }
    consumeCode(ctx, user, factor);
    releaseDepositRow(db, userId, ctx.clock.now());
    setMerchantState(db, userId, 'not_verified', false);
  });
  return merchantDetail(ctx, userId);
}
