import { randomBytes } from 'node:crypto';
import type { SupplierQuote, SupplierQuoteQuery, UnavailableReason } from '@/contract/card';
import type { SandboxContext } from '@/sandbox/context';
import { stmt, type Db } from '@/sandbox/db/database';
import { transaction } from '@/sandbox/db/transaction';
import {
  findCardCoin,
  findCardFiat,
  listSuppliers,
  supplierTerms,
  type CardCoinRecord,
  type CardFiatRecord,
  type SupplierRecord,
} from '@/sandbox/card/catalogue';
import { cardErrors } from '@/sandbox/card/errors';
import { priceQuote, type PricedQuote, type SupplierTerms } from '@/sandbox/card/pricing';
import { compareQuotes } from '@/rules/card';
import { configInt } from '@/sandbox/config';
import { fitsScale } from '@/rules/money';

/**
 * The supplier list (`GET /c2c/v3/public/third-party/supplier-list`): every provider answers the
 * same ask, available ones with a stored quote (so the order can be checked against it) ranked
 * by rate then fee with exactly one marked best, unavailable ones last with the reason.
 *
 * A provider in `timeout` mode answers `provider_error` at once, like one in `fail` mode: it
 * stands for a provider that did not answer within `card.supplierTimeoutMs`, without making the
 * sandbox (and its tests) wait for real.
 */

type Outcome = ({ ok: true } & PricedQuote) | { ok: false; reason: UnavailableReason };

export interface Answer {
  base: Omit<SupplierQuote, 'available'>;
  outcome: Outcome;
}

/**
 * Why a provider cannot serve this fiat, coin and method at all (before any price), or null.
 * Order creation asks the same question again, since a provider may change between both calls.
 */
export function supplierRefusal(
  supplier: SupplierRecord,
  terms: SupplierTerms | undefined,
  coin: string,
  method: string,
): UnavailableReason | null {
  if (!terms) return 'fiat_unsupported';
  if (!supplier.coins.has(coin)) return 'coin_unsupported';
  if (!supplier.methods.some((m) => m === method)) return 'method_unsupported';
  if (supplier.mode !== 'normal') return 'provider_error';
  return null;
}

function answer(
  db: Db,
  supplier: SupplierRecord,
  query: SupplierQuoteQuery,
  fiat: CardFiatRecord,
  coin: CardCoinRecord,
): Answer {
  const terms = supplierTerms(db, supplier, fiat.fiat);
  const base = {
    supplier: supplier.code,
    name: supplier.name,
    minAmount: terms?.minAmount ?? null,
    maxAmount: terms?.maxAmount ?? null,
    paymentMethods: supplier.methods,
    arrivalMinutes: supplier.arrivalMinutes,
  };
  const refusal = supplierRefusal(supplier, terms, coin.coin, query.paymentMethod);
  if (refusal !== null || !terms) {
    return { base, outcome: { ok: false, reason: refusal ?? 'fiat_unsupported' } };
  }
  const outcome = priceQuote(
    {
      amount: query.amount,
      amountType: query.amountType,
      fiatScale: fiat.scale,
      coinScale: coin.scale,
      usdPrice: coin.usdPrice,
      usdRate: fiat.usdRate,
    },
    terms,
  );
  return { base, outcome };
}

/** Refuses an ask the catalogue cannot price: unknown fiat or coin, too many decimals. */
function checkAsk(db: Db, query: SupplierQuoteQuery) {
  const fiat = findCardFiat(db, query.fiat);
  if (!fiat) throw cardErrors.unknownFiat(query.fiat);
  const coin = findCardCoin(db, query.coin);
  if (!coin) throw cardErrors.unknownCoin(query.coin);
  const [scale, asset] =
    query.amountType === 'fiat' ? [fiat.scale, fiat.fiat] : [coin.scale, coin.coin];
  if (!fitsScale(query.amount, scale)) throw cardErrors.tooManyDecimals(scale, asset);
  return { fiat, coin };
}

/** Every provider's answer to an ask, priced but not stored (quotes are stored by the caller). */
export function supplierAnswers(
  db: Db,
  query: SupplierQuoteQuery,
  fiat: CardFiatRecord,
  coin: CardCoinRecord,
): Answer[] {
  return listSuppliers(db).map((s) => answer(db, s, query, fiat, coin));
}

export function quoteSuppliers(ctx: SandboxContext, query: SupplierQuoteQuery): SupplierQuote[] {
  const { db } = ctx;
  const { fiat, coin } = checkAsk(db, query);
  const now = ctx.clock.now();
  const expiresAt = now + configInt(db, 'card.quoteTtlSeconds') * 1000;
  const answers = supplierAnswers(db, query, fiat, coin);
  const available = answers
    .flatMap((a) => (a.outcome.ok ? [{ base: a.base, priced: a.outcome }] : []))
    .sort((a, b) => compareQuotes(a.priced, b.priced));
  const insert = stmt(
    db,
    `INSERT INTO card_quotes (id, supplier, fiat, coin, payment_method, amount, amount_type, price,
       quantity, fee, total_cost, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const quoted = transaction(db, (): SupplierQuote[] =>
    available.map(({ base, priced }, index): SupplierQuote => {
      const quoteId = randomBytes(12).toString('base64url');
      insert.run(
        quoteId,
        base.supplier,
        fiat.fiat,
        coin.coin,
        query.paymentMethod,
        query.amount,
        query.amountType,
        priced.price,
        priced.quantity,
        priced.fee,
        priced.totalCost,
        now,
        expiresAt,
      );
      const { price, quantity, fee, totalCost } = priced;
      return {
        ...base,
        available: true,
        quoteId,
        price,
        quantity,
        fee,
        totalCost,
        best: index === 0,
        expiresAt,
      };
    }),
  );
  const unavailable = answers.flatMap((a): SupplierQuote[] =>
    a.outcome.ok ? [] : [{ ...a.base, available: false, reason: a.outcome.reason }],
  );
  return [...quoted, ...unavailable];
}
