import type { LocaleCode } from '@/i18n/locales';
import { stmt, type Db } from '@/sandbox/db/database';
import { text, type Row } from '@/sandbox/db/rows';
import { paymentFieldsOf } from '@/sandbox/db/seed-data/payment-methods';
import { badRequest } from '@/sandbox/errors';
import { paymentFieldText } from '@/sandbox/payments/field-texts';
import type { PaymentSnapshot } from '@/sandbox/orders/store';

/**
 * Which of the seller's payment details an order shows the buyer, snapshotted when the order is
 * placed: on a sell ad, the advertiser's saved methods the ad points at; when a user sells into
 * a buy ad, the saved methods the user picked (which the ad must accept).
 */

/** `accountNumber` → `Account number`, for detail keys the method's form does not label. */
function humanise(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A saved method's details, labelled (in English, as orders store them, unless `lang` says
 * otherwise) and in the order of the method's form; empty ones left out.
 */
export function snapshotOf(
  code: string,
  rawFields: string,
  lang: LocaleCode | null = null,
): PaymentSnapshot {
  const values = JSON.parse(rawFields) as Record<string, unknown>;
  const form = paymentFieldsOf(code) ?? [];
  const known = new Set(form.map((f) => f.key));
  const fields: PaymentSnapshot['fields'] = [];
  for (const f of form) {
    const value = values[f.key];
    if (typeof value === 'string' && value !== '') {
      fields.push({ key: f.key, name: paymentFieldText(f.name, lang), type: f.type, value });
    }
  }
  for (const [key, value] of Object.entries(values)) {
    if (!known.has(key) && typeof value === 'string' && value !== '') {
      fields.push({ key, name: humanise(key), type: 'text', value });
    }
  }
  return { code, fields };
}

/** The payment methods an ad accepts, in its order. */
function adMethodCodes(db: Db, adId: number): string[] {
  return stmt(db, 'SELECT method_code FROM ad_payment_methods WHERE ad_id = ? ORDER BY sort')
    .all(adId)
    .map((row) => text(row, 'method_code'));
}

/**
 * The details a buyer pays to on an advertiser's sell ad: the saved method each ad method points
 * at, else the advertiser's latest active method of that code, else the method without details.
 */
export function advertiserPaymentSnapshot(
  db: Db,
  adId: number,
  advertiserId: number,
): PaymentSnapshot[] {
  const rows = stmt(
    db,
    `SELECT apm.method_code,
       COALESCE(
         (SELECT fields FROM user_payment_methods WHERE id = apm.user_payment_method_id
            AND status = 'active'),
         (SELECT fields FROM user_payment_methods WHERE user_id = ? AND method_code = apm.method_code
            AND status = 'active' ORDER BY id DESC LIMIT 1),
         '{}') AS fields
     FROM ad_payment_methods apm WHERE apm.ad_id = ? ORDER BY apm.sort`,
  ).all(advertiserId, adId);
  return rows.map((row: Row) => snapshotOf(text(row, 'method_code'), text(row, 'fields')));
}

/**
 * The details of a user selling into a buy ad: the saved methods they picked, each active,
 * theirs, and of a method the ad accepts. Bad picks answer 400 on `userPaymentIds`.
 */
export function sellerPaymentSnapshot(
  db: Db,
  adId: number,
  sellerId: number,
  userPaymentIds: readonly number[] | undefined,
): PaymentSnapshot[] {
  if (!userPaymentIds || userPaymentIds.length === 0) {
    throw badRequest('Choose how the buyer will pay you.', [
      {
        path: 'userPaymentIds',
        code: 'required',
        message: 'Choose at least one of your payment methods',
      },
    ]);
  }
  const accepted = new Set(adMethodCodes(db, adId));
  const snapshots: PaymentSnapshot[] = [];
  const seen = new Set<number>();
  for (const [index, id] of userPaymentIds.entries()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const row = stmt(
      db,
      `SELECT method_code, fields FROM user_payment_methods
        WHERE id = ? AND user_id = ? AND status = 'active'`,
    ).get(id, sellerId);
    if (!row || !accepted.has(text(row, 'method_code'))) {
      throw badRequest('Choose payment methods of yours that this ad accepts.', [
        {
          path: `userPaymentIds.${index}`,
          code: row ? 'not_allowed' : 'not_found',
          message: row
            ? 'This ad does not accept this payment method'
            : 'This payment method is not one of yours',
        },
      ]);
    }
    snapshots.push(snapshotOf(text(row, 'method_code'), text(row, 'fields')));
  }
  return snapshots;
}

/** A buyer names no payment methods of their own: the seller's details are what they pay to. */
export function assertNoBuyerMethods(userPaymentIds: readonly number[] | undefined): void {
  if (userPaymentIds && userPaymentIds.length > 0) {
    throw badRequest('Only a seller names payment methods.', [
      { path: 'userPaymentIds', code: 'not_allowed', message: 'Leave this out when you buy' },
    ]);
  }
}
