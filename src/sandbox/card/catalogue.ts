import {
  cardCoin,
  cardPaymentMethod,
  type CardCurrency,
  type CardFiat,
  type CardPayment,
  type CardPaymentMethod,
} from '@/contract/card';
import { compareDecimal } from '@/lib/decimal';
import { stmt, type Db } from '@/sandbox/db/database';
import { int, text, type Row } from '@/sandbox/db/rows';
import type { SupplierTerms } from '@/sandbox/card/pricing';

/**
 * Reads of the card market's catalogue: fiats, coins, payment methods and the providers with
 * their terms. All of it lives in the `card_*` tables (seeded by `seed-card.ts`), so a demo can
 * change a provider's limits or fees with one UPDATE.
 */

export interface CardFiatRecord {
  fiat: string;
  name: string;
  symbol: string;
  scale: number;
  usdRate: string;
}

export interface CardCoinRecord {
  coin: CardCurrency['coin'];
  name: string;
  scale: number;
  usdPrice: string;
}

type SupplierMode = 'normal' | 'fail' | 'timeout';

export interface SupplierRecord {
  code: string;
  name: string;
  arrivalMinutes: { min: number; max: number };
  spread: string;
  mode: SupplierMode;
  methods: CardPaymentMethod[];
  coins: ReadonlySet<string>;
}

function toFiat(row: Row): CardFiatRecord {
  return {
    fiat: text(row, 'fiat'),
    name: text(row, 'name'),
    symbol: text(row, 'symbol'),
    scale: int(row, 'scale'),
    usdRate: text(row, 'usd_rate'),
  };
}

function toCoin(row: Row): CardCoinRecord {
  return {
    coin: cardCoin.parse(text(row, 'coin')),
    name: text(row, 'name'),
    scale: int(row, 'scale'),
    usdPrice: text(row, 'usd_price'),
  };
}

function toMode(value: string): SupplierMode {
  return value === 'fail' || value === 'timeout' ? value : 'normal';
}

export function findCardFiat(db: Db, fiat: string): CardFiatRecord | undefined {
  const row = stmt(db, 'SELECT * FROM card_fiats WHERE fiat = ?').get(fiat);
  return row ? toFiat(row) : undefined;
}

export function findCardCoin(db: Db, coin: string): CardCoinRecord | undefined {
  const row = stmt(db, 'SELECT * FROM card_coins WHERE coin = ?').get(coin);
  return row ? toCoin(row) : undefined;
}

/**
 * The fiats a card can be charged in. Their single-transaction limits are the widest the
 * providers offer (lowest minimum, highest maximum): the range in which at least one provider
 * may quote. A fiat no provider serves is not listed.
 */
export function listCardFiats(db: Db): CardFiat[] {
  const result: CardFiat[] = [];
  for (const fiat of stmt(db, 'SELECT * FROM card_fiats ORDER BY sort').all().map(toFiat)) {
    const limits = stmt(
      db,
      'SELECT min_amount, max_amount FROM card_supplier_fiats WHERE fiat = ?',
    ).all(fiat.fiat);
    if (limits.length === 0) continue;
    const mins = limits.map((row) => text(row, 'min_amount'));
    const maxes = limits.map((row) => text(row, 'max_amount'));
    result.push({
      fiat: fiat.fiat,
      name: fiat.name,
      symbol: fiat.symbol,
      minAmount: mins.reduce((a, b) => (compareDecimal(a, b) <= 0 ? a : b)),
      maxAmount: maxes.reduce((a, b) => (compareDecimal(a, b) >= 0 ? a : b)),
    });
  }
  return result;
}

export function listCardCoins(db: Db): CardCurrency[] {
  return stmt(db, 'SELECT * FROM card_coins ORDER BY sort')
    .all()
    .map(toCoin)
    .map(({ coin, name, scale }) => ({ coin, name, scale }));
}

export function listCardPayments(db: Db): CardPayment[] {
  return stmt(db, 'SELECT method, name FROM card_payment_methods ORDER BY sort')
    .all()
    .map((row) => ({
      method: cardPaymentMethod.parse(text(row, 'method')),
      name: text(row, 'name'),
    }));
}

function toSupplier(db: Db, row: Row): SupplierRecord {
  const code = text(row, 'code');
  const methods = stmt(
    db,
    `SELECT m.method FROM card_supplier_methods s JOIN card_payment_methods m USING (method)
      WHERE s.supplier = ? ORDER BY m.sort`,
  )
    .all(code)
    .map((r) => cardPaymentMethod.parse(text(r, 'method')));
  const coins = stmt(db, 'SELECT coin FROM card_supplier_coins WHERE supplier = ?')
    .all(code)
    .map((r) => text(r, 'coin'));
  return {
    code,
    name: text(row, 'name'),
    arrivalMinutes: { min: int(row, 'arrival_min'), max: int(row, 'arrival_max') },
    spread: text(row, 'spread'),
    mode: toMode(text(row, 'mode')),
    methods,
    coins: new Set(coins),
  };
}

/** Every provider, in display order, with its methods and coins. */
export function listSuppliers(db: Db): SupplierRecord[] {
  return stmt(db, 'SELECT * FROM card_suppliers ORDER BY sort')
    .all()
    .map((row) => toSupplier(db, row));
}

export function findSupplier(db: Db, code: string): SupplierRecord | undefined {
  const row = stmt(db, 'SELECT * FROM card_suppliers WHERE code = ?').get(code);
  return row ? toSupplier(db, row) : undefined;
}

/** A provider's limits and fees in one fiat, or undefined when it does not charge in it. */
export function supplierTerms(
  db: Db,
  supplier: SupplierRecord,
  fiat: string,
): SupplierTerms | undefined {
  const row = stmt(db, 'SELECT * FROM card_supplier_fiats WHERE supplier = ? AND fiat = ?').get(
    supplier.code,
    fiat,
  );
  if (!row) return undefined;
  return {
    spread: supplier.spread,
    feeRate: text(row, 'fee_rate'),
    fixedFee: text(row, 'fixed_fee'),
    minAmount: text(row, 'min_amount'),
    maxAmount: text(row, 'max_amount'),
  };
}

/** Sets how a provider behaves (`POST /sandbox/third-party/supplier`); false when unknown. */
export function setSupplierMode(db: Db, code: string, mode: SupplierMode): boolean {
  return (
    Number(stmt(db, 'UPDATE card_suppliers SET mode = ? WHERE code = ?').run(mode, code).changes) >
    0
  );
}
