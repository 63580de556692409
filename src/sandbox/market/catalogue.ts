import type { CoinOption, FiatOption, PaymentCategory } from '@/contract/market';
import type { PaymentMethodSummary } from '@/contract/entities';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text } from '@/sandbox/db/rows';
import { badRequest } from '@/sandbox/errors';

/**
 * The market's catalogue (coins, fiats, payment methods) as services read it, and the checks
 * that turn an unknown code into a 400 naming the field, the same way the contract's own
 * validation does: a well-formed `XYZ` passes the contract but is not traded here.
 */

/** A `p2p_coins` row: the wire option plus its reference price. */
export interface CoinRecord extends CoinOption {
  usdPrice: string;
}

/** A `p2p_fiats` row: the wire option plus what pricing and limits need. */
export interface FiatRecord extends FiatOption {
  usdRate: string;
  country: string;
  minSingle: string;
  maxSingle: string;
}

/** A payment method's name and colour by code (the code itself when it is unknown, or was withdrawn). */
export function paymentMethodSummary(db: Db, code: string): PaymentMethodSummary {
  const row = stmt(db, 'SELECT code, name, color FROM p2p_payment_methods WHERE code = ?').get(
    code,
  );
  if (!row) return { code, name: code, color: '#888888' };
  return { code: text(row, 'code'), name: text(row, 'name'), color: text(row, 'color') };
}

/** A `p2p_payment_methods` row. */
interface PaymentMethodRecord extends PaymentMethodSummary {
  category: PaymentCategory;
}

const CATEGORIES: readonly PaymentCategory[] = [
  'bank_transfer',
  'e_wallet',
  'mobile_money',
  'cash',
  'other',
];

function toCategory(value: string): PaymentCategory {
  return CATEGORIES.find((c) => c === value) ?? 'other';
}

/** The coins the market trades, in display order, with their USD reference price. */
export function listCoins(db: Db): CoinRecord[] {
  return stmt(db, 'SELECT * FROM p2p_coins ORDER BY sort')
    .all()
    .map((row) => ({
      coin: text(row, 'coin'),
      name: text(row, 'name'),
      scale: int(row, 'scale'),
      usdPrice: text(row, 'usd_price'),
    }));
}

/** The fiats, in display order, with rate, identity country and single-order bounds. */
export function listFiats(db: Db): FiatRecord[] {
  return stmt(db, 'SELECT * FROM p2p_fiats ORDER BY sort')
    .all()
    .map((row) => ({
      fiat: text(row, 'fiat'),
      name: text(row, 'name'),
      symbol: text(row, 'symbol'),
      scale: int(row, 'scale'),
      usdRate: text(row, 'usd_rate'),
      country: text(row, 'country'),
      minSingle: text(row, 'min_single'),
      maxSingle: text(row, 'max_single'),
    }));
}

/** Payment methods in display order, each with the fiats it serves (in the fiats' order). */
export function listPaymentMethods(db: Db): (PaymentMethodRecord & { fiats: string[] })[] {
  const fiats = new Map<string, string[]>();
  for (const row of stmt(
    db,
    `SELECT pf.code, pf.fiat FROM p2p_payment_method_fiats pf
       JOIN p2p_fiats f ON f.fiat = pf.fiat ORDER BY f.sort`,
  ).all()) {
    const code = text(row, 'code');
    fiats.set(code, [...(fiats.get(code) ?? []), text(row, 'fiat')]);
  }
  return stmt(db, 'SELECT * FROM p2p_payment_methods ORDER BY sort')
    .all()
    .map((row) => ({
      code: text(row, 'code'),
      name: text(row, 'name'),
      color: text(row, 'color'),
      category: toCategory(text(row, 'category')),
      fiats: fiats.get(text(row, 'code')) ?? [],
    }));
}

function unknown(path: string, what: string, known: readonly string[]) {
  const message = `Not a ${what} the market trades (${known.join(', ')})`;
  return badRequest(`The query parameter "${path}" is invalid: ${message}.`, [
    { path, code: 'not_allowed', message },
  ]);
}

/** The coin, or a 400 on `path` listing the coins there are. */
export function requireCoin(db: Db, coin: string, path = 'coin'): CoinRecord {
  const coins = listCoins(db);
  const found = coins.find((c) => c.coin === coin);
  if (!found)
    throw unknown(
      path,
      'coin',
      coins.map((c) => c.coin),
    );
  return found;
}

/** The fiat, or a 400 on `path` listing the fiats there are. */
export function requireFiat(db: Db, fiat: string, path = 'fiat'): FiatRecord {
  const fiats = listFiats(db);
  const found = fiats.find((f) => f.fiat === fiat);
  if (!found)
    throw unknown(
      path,
      'fiat currency',
      fiats.map((f) => f.fiat),
    );
  return found;
}

/** The payment method, or a 400 on `path` (listing those that serve `fiat` when given). */
export function requirePaymentMethod(
  db: Db,
  code: string,
  fiat?: string,
  path = 'paymentMethod',
): PaymentMethodRecord & { fiats: string[] } {
  const methods = listPaymentMethods(db);
  const serving = fiat === undefined ? methods : methods.filter((m) => m.fiats.includes(fiat));
  const found = serving.find((m) => m.code === code);
  if (!found) {
    const message = `Not a payment method${fiat ? ` for ${fiat}` : ''} (${serving.map((m) => m.code).join(', ')})`;
    throw badRequest(`The query parameter "${path}" is invalid: ${message}.`, [
      { path, code: 'not_allowed', message },
    ]);
  }
  return found;
}
